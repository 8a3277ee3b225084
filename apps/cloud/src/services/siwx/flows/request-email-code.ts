import { claimCooldown, hitRateLimit, releaseCooldown } from '../../../http/limits/throttles.js'
import { isValidEmail } from '../../auth/email-address.js'
import { newCode } from '../../auth/secrets.js'
import { signInCodeMail } from '../email/code-mail.js'
import { makeChallenge } from '../email/email-proofs.js'
import type { SiwxContext } from '../siwx-context.js'
import { emailNotSent, emailThrottled, invalidEmail } from '../siwx-error.js'

export interface IssuedChallenge {
  /** Opaque to the client: sent back with the code (README, "Email capture"). */
  challenge: string
  expiresAt: string
}

/**
 * POST /emails: mails a 6-digit code to the body's `email` and answers its signed challenge;
 * nothing is stored but the throttles. The address is checked as the auth API checks it (400
 * 'Please enter a valid email address.'), stored and compared trimmed and lowercase. Limits, in
 * this order, each 429 'Please try again after N seconds' with Retry-After: codes per IP, the
 * address's 30 s cooldown (its own, under `siwx:<email>`: a login code does not hold it up),
 * codes per address. A mail that fails (502) gives the cooldown back.
 */
export async function requestEmailCode(
  ctx: SiwxContext,
  ip: string,
  projectId: string,
  body: unknown,
): Promise<IssuedChallenge> {
  const email = readEmail(body)
  const { limits } = ctx
  const now = ctx.now()
  const byIp = await hitRateLimit(ctx.db, `siwx-email-ip:${ip}`, limits.emailCodesPerIp, now)
  if (!byIp.ok) throw emailThrottled(byIp.retryAfterMs)
  const cooldownKey = `siwx:${email}`
  const cooldown = await claimCooldown(ctx.db, cooldownKey, now, limits.emailCooldownMs)
  if (!cooldown.ok) throw emailThrottled(cooldown.retryAfterMs)
  try {
    const byEmail = await hitRateLimit(ctx.db, `siwx-email:${email}`, limits.emailCodesPerEmail, now)
    if (!byEmail.ok) throw emailThrottled(byEmail.retryAfterMs)
    const code = newCode()
    const exp = now + limits.emailCodeTtlMs
    const challenge = makeChallenge(ctx.secret, { email, projectId, code, exp })
    await sendCode(ctx, email, code)
    return { challenge, expiresAt: new Date(exp).toISOString() }
  } catch (error) {
    await releaseCooldown(ctx.db, cooldownKey, now, limits.emailCooldownMs).catch(() => undefined)
    throw error
  }
}

function readEmail(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (!isValidEmail(email)) throw invalidEmail()
  return email
}

async function sendCode(ctx: SiwxContext, email: string, code: string): Promise<void> {
  const minutes = Math.max(1, Math.round(ctx.limits.emailCodeTtlMs / 60_000))
  try {
    await ctx.mail.send(signInCodeMail(email, code, minutes))
  } catch (error) {
    // The mail server's words may name hosts or accounts: the log hears them, the page does not.
    console.error(
      `Sign-in API: email code not sent: ${error instanceof Error ? error.message : String(error)}`,
    )
    throw emailNotSent()
  }
}
