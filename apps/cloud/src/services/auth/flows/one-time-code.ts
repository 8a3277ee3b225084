import type { OutgoingMail } from '../../mail/mail-sender.js'
import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { codeMatches, hashCode, newCode, newSalt } from '../secrets.js'
import { checkCode, deleteCode, type PendingCode, saveCode } from '../store/codes.js'

/**
 * A new address has one login code; a known user has one per device, as each device has its own
 * mail budget (guard-send.ts): one device asking for a code does not replace another's.
 */
export const loginKey = (email: string, knownDeviceId?: string) =>
  knownDeviceId === undefined ? `login:${email}` : `login:${email}#${knownDeviceId}`
export const currentEmailKey = (userId: string) => `update-primary:${userId}`
export const newEmailKey = (userId: string) => `update-secondary:${userId}`

export interface CodeTarget {
  key: string
  email: string
  userId?: string
  newEmail?: string
}

/**
 * Makes a code, keeps its hash (replacing the previous code under the key) and mails it. A mail
 * that fails takes its code back with it: MAIL_FAILED, and nothing pending.
 */
export async function issueCode(
  ctx: AuthContext,
  target: CodeTarget,
  mail: (code: string, minutes: number) => OutgoingMail,
): Promise<void> {
  const code = newCode()
  const salt = newSalt()
  const hash = hashCode(ctx.secret, salt, code)
  const now = ctx.now()
  await saveCode(
    ctx.db,
    {
      key: target.key,
      email: target.email,
      userId: target.userId ?? null,
      newEmail: target.newEmail ?? null,
      salt,
      hash,
      attemptsLeft: ctx.limits.codeAttempts,
      expiresAt: now + ctx.limits.codeTtlMs,
    },
    now,
  )
  try {
    await ctx.mail.send(mail(code, Math.round(ctx.limits.codeTtlMs / 60_000)))
  } catch (error) {
    await deleteCode(ctx.db, target.key, hash).catch(() => undefined)
    throw mailFailed(error)
  }
}

/** Consumes the code under `key` if `otp` is it; otherwise the error the person should see. */
export async function consumeCode(ctx: AuthContext, key: string, otp: string): Promise<PendingCode> {
  const result = await checkCode(
    ctx.db,
    key,
    (salt, hash) => codeMatches(ctx.secret, salt, otp, hash),
    ctx.now(),
  )
  if (result.ok) return result.code
  if (result.reason === 'wrong') {
    throw new AuthError('INVALID_OTP', 'The code is not correct.', { attemptsLeft: result.attemptsLeft })
  }
  if (result.reason === 'too-many') {
    throw new AuthError('TOO_MANY_ATTEMPTS', 'Too many wrong codes. Ask for a new code.')
  }
  // Expired, used, or never sent: all mean the same to the person.
  throw new AuthError('OTP_EXPIRED', 'The code has expired. Ask for a new code.')
}

export function mailFailed(error: unknown): AuthError {
  const reason = error instanceof Error ? error.message : String(error)
  return new AuthError('MAIL_FAILED', `The email could not be sent (${reason}). Please try again.`)
}
