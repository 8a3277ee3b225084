import { hitRateLimit } from '../../../http/limits/throttles.js'
import { challengeCodeMatches, makeEmailToken, openChallenge } from '../email/email-proofs.js'
import type { SiwxContext } from '../siwx-context.js'
import { codeExpired, invalidChallenge, invalidCode, tooManyAttempts } from '../siwx-error.js'

export interface ProvenEmail {
  /** Opaque to the client: sent with the session (POST /sessions' `emailToken`). */
  emailToken: string
  email: string
}

/**
 * POST /emails/verify `{ challenge, code }`. The checks, in this order: the challenge is one this
 * cloud signed, for this project (400 'Invalid challenge'); it has not expired (400 'Code
 * expired'); it has had at most `emailCodeAttempts` guesses, this one included (429 'Too many
 * attempts'); the code is its code (400 'Invalid code'). Then the email token, signed, for
 * `emailTokenTtlMs`. The same right code may be sent again while the challenge lasts (it only
 * proves the same address again); every check of it counts as a guess.
 */
export async function verifyEmailCode(
  ctx: SiwxContext,
  projectId: string,
  body: unknown,
): Promise<ProvenEmail> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const challenge = openChallenge(ctx.secret, fields.challenge)
  if (challenge === undefined || challenge.projectId !== projectId) throw invalidChallenge()
  const now = ctx.now()
  if (challenge.exp <= now) throw codeExpired()
  // One window from the epoch to the challenge's expiry: every guess at it, on any instance,
  // lands in the same row, which is pruned once the challenge is over.
  const window = { max: ctx.limits.emailCodeAttempts, windowMs: challenge.exp }
  const guess = await hitRateLimit(ctx.db, `siwx-email-attempts:${challenge.salt}`, window, now)
  if (!guess.ok) throw tooManyAttempts()
  const code = typeof fields.code === 'string' ? fields.code.trim() : ''
  if (!/^\d{6}$/.test(code) || !challengeCodeMatches(ctx.secret, challenge, code)) throw invalidCode()
  const { email } = challenge
  const exp = now + ctx.limits.emailTokenTtlMs
  return { emailToken: makeEmailToken(ctx.secret, { email, projectId, exp }), email }
}
