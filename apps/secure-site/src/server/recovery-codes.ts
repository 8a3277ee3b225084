import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { RecoveryCodeInvalidError, RecoveryCooldownError } from './errors.js'

// The codes this server mails before it opens a recovery share: the proof the cloud cannot mint.
// The cloud can vouch for any session, but the code goes to the address sealed with the share,
// through this server's own mail, so only the person who reads that inbox can give it back.
// Kept in this process's memory (one instance; a restart voids pending codes, a new one is asked).

export interface RecoveryCodeLimits {
  /** How long a code works. */
  ttlMs: number
  /** Wrong tries before the code is void. */
  attempts: number
  /** No new code for the same share before this. */
  cooldownMs: number
  /** Codes per share in `windowMs`. */
  perWindow: number
  windowMs: number
}

export const DEFAULT_RECOVERY_LIMITS: RecoveryCodeLimits = {
  ttlMs: 10 * 60_000,
  attempts: 5,
  cooldownMs: 30_000,
  perWindow: 5,
  windowMs: 60 * 60_000,
}

interface Pending {
  hash: Buffer
  expiresAt: number
  attemptsLeft: number
}

export interface RecoveryCodes {
  /** A new 8-digit code for `subject` (it replaces any earlier one), or RecoveryCooldownError. */
  issue(subject: string): string
  /** Consumes the code when it matches; RecoveryCodeInvalidError otherwise (and counts the try). */
  check(subject: string, code: string): void
}

/** What a code is bound to: the user and the exact sealed blob, so a code opens nothing else. */
export function recoverySubject(userId: string, sealed: Uint8Array): string {
  return `${userId}\u0000${createHash('sha256').update(sealed).digest('hex')}`
}

export function createRecoveryCodes(
  limits: RecoveryCodeLimits = DEFAULT_RECOVERY_LIMITS,
  now: () => number = Date.now,
): RecoveryCodes {
  // Codes are kept as HMACs under a key of this process: a heap dump shows no code to type.
  const pepper = randomBytes(32)
  const hash = (subject: string, code: string) =>
    createHmac('sha256', pepper).update(`${subject}:${code}`).digest()
  const pending = new Map<string, Pending>()
  const sent = new Map<string, number[]>()

  return {
    issue(subject) {
      const at = now()
      const times = (sent.get(subject) ?? []).filter((time) => time > at - limits.windowMs)
      const last = times.at(-1)
      // The cooldown only protects a live code: once it is used up or voided by wrong tries, the
      // owner may ask again at once (within the hourly cap), so an attacker burning the tries does
      // not lock them out.
      const live = pending.get(subject)
      if (live && live.expiresAt > at && last !== undefined && at - last < limits.cooldownMs)
        throw new RecoveryCooldownError(Math.ceil((last + limits.cooldownMs - at) / 1000))
      if (times.length >= limits.perWindow)
        throw new RecoveryCooldownError(Math.ceil((times[0]! + limits.windowMs - at) / 1000))
      times.push(at)
      sent.set(subject, times)
      const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
      pending.set(subject, {
        hash: hash(subject, code),
        expiresAt: at + limits.ttlMs,
        attemptsLeft: limits.attempts,
      })
      return code
    },
    check(subject, code) {
      const entry = pending.get(subject)
      if (!entry || entry.expiresAt <= now() || entry.attemptsLeft <= 0) {
        pending.delete(subject)
        throw new RecoveryCodeInvalidError()
      }
      if (!timingSafeEqual(entry.hash, hash(subject, code))) {
        entry.attemptsLeft--
        if (entry.attemptsLeft <= 0) pending.delete(subject)
        throw new RecoveryCodeInvalidError()
      }
      // One use: the same code cannot open the share twice.
      pending.delete(subject)
    },
  }
}
