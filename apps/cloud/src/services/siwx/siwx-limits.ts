import type { RateLimit } from '../../http/limits/throttles.js'

/** The times and counts of sign-in with X (README, "Sign-in with X"); tests pass smaller ones. */
export interface SiwxLimits {
  /** How long an issued nonce can be signed (SIWX_NONCE_TTL_MS). */
  nonceTtlMs: number
  /** Longest life of a session; a message's earlier Expiration Time wins (SIWX_SESSION_TTL_MS). */
  sessionTtlMs: number
  /** Nonces issued to one IP (SIWX_NONCES_PER_MINUTE a minute). */
  noncesPerIp: RateLimit
  /** How long a mailed email code (its challenge) can be checked (SIWX_EMAIL_CODE_TTL_MS). */
  emailCodeTtlMs: number
  /** How long a proven email (its token) can be sent with a session (SIWX_EMAIL_TOKEN_TTL_MS). */
  emailTokenTtlMs: number
  /** Guesses one challenge takes; the next is 429 'Too many attempts'. */
  emailCodeAttempts: number
  /** No second code to an address within this (spec §9's email cooldown, as for login codes). */
  emailCooldownMs: number
  /** Codes mailed to one address. */
  emailCodesPerEmail: RateLimit
  /** Codes requested from one IP. */
  emailCodesPerIp: RateLimit
}

const MINUTE = 60_000

export const DEFAULT_SIWX_LIMITS: SiwxLimits = {
  // Long enough to read a message in a wallet and sign it; short enough that few stay unused.
  nonceTtlMs: 5 * MINUTE,
  sessionTtlMs: 24 * 60 * MINUTE,
  // One a second on average: a person signs in a few times a minute at most.
  noncesPerIp: { max: 60, windowMs: MINUTE },
  // The login codes' values (auth-limits.ts): the same person, the same inbox.
  emailCodeTtlMs: 10 * MINUTE,
  emailTokenTtlMs: 10 * MINUTE,
  emailCodeAttempts: 5,
  emailCooldownMs: 30_000,
  emailCodesPerEmail: { max: 20, windowMs: 60 * MINUTE },
  // Generous: the lab's browser tests all come from 127.0.0.1.
  emailCodesPerIp: { max: 300, windowMs: 10 * MINUTE },
}

/**
 * How long expired nonces and sessions stay before an insert deletes them: meanwhile a late
 * request is told 'Nonce expired' or 'Session expired' rather than that it is unknown.
 */
export const SIWX_EXPIRED_KEPT_MS = 24 * 60 * MINUTE
