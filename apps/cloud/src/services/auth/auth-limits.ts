import type { RateLimit } from '../../http/limits/throttles.js'

/** Every time and count the auth API goes by (AUTH.md "Limits"); tests pass smaller ones. */
export interface AuthLimits {
  /** A one-time code's lifetime. */
  codeTtlMs: number
  /** Wrong guesses a code takes; the last one burns it. */
  codeAttempts: number
  /** No second mail to an address within this (spec §9: email login cooldown 30 s). */
  cooldownMs: number
  sessionTtlMs: number
  /** An approval link's lifetime. */
  approvalTtlMs: number
  /** How long POST /device/wait holds the request (spec §9: device requests 120 s). */
  deviceWaitMs: number
  /** How often a waiting request looks at the database (another instance may approve). */
  devicePollMs: number
  /** Device waits one IP may hold at once on an instance (each is a socket and a poll loop). */
  waitsPerIp: number
  /** Device waits an instance holds at once, from anyone. */
  waitsTotal: number
  /** Mails (codes, approval links) to one address. */
  sendsPerEmail: RateLimit
  /** Requests that send mail, from one IP. */
  sendsPerIp: RateLimit
  /** Code checks from one IP (each code also takes only `codeAttempts` guesses). */
  checksPerIp: RateLimit
  /** How long a passkey challenge may be answered (once). */
  passkeyChallengeTtlMs: number
}

const MINUTE = 60_000

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  codeTtlMs: 10 * MINUTE,
  codeAttempts: 5,
  cooldownMs: 30_000,
  sessionTtlMs: 7 * 24 * 60 * MINUTE,
  approvalTtlMs: 15 * MINUTE,
  passkeyChallengeTtlMs: 5 * MINUTE,
  deviceWaitMs: 120_000,
  devicePollMs: 500,
  // A person waits on one or two devices; the lab's parallel browser tests share 127.0.0.1.
  waitsPerIp: 16,
  waitsTotal: 1_000,
  sendsPerEmail: { max: 20, windowMs: 60 * MINUTE },
  // Generous: the lab's browser tests all come from 127.0.0.1.
  sendsPerIp: { max: 300, windowMs: 10 * MINUTE },
  checksPerIp: { max: 1000, windowMs: 10 * MINUTE },
}
