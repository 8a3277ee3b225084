import type { RateLimit } from '../auth/auth-limits.js'

/** The times and counts of sign-in with X (README, "Sign-in with X"); tests pass smaller ones. */
export interface SiwxLimits {
  /** How long an issued nonce can be signed (SIWX_NONCE_TTL_MS). */
  nonceTtlMs: number
  /** Longest life of a session; a message's earlier Expiration Time wins (SIWX_SESSION_TTL_MS). */
  sessionTtlMs: number
  /** Nonces issued to one IP (SIWX_NONCES_PER_MINUTE a minute). */
  noncesPerIp: RateLimit
}

const MINUTE = 60_000

export const DEFAULT_SIWX_LIMITS: SiwxLimits = {
  // Long enough to read a message in a wallet and sign it; short enough that few stay unused.
  nonceTtlMs: 5 * MINUTE,
  sessionTtlMs: 24 * 60 * MINUTE,
  // One a second on average: a person signs in a few times a minute at most.
  noncesPerIp: { max: 60, windowMs: MINUTE },
}

/**
 * How long expired nonces and sessions stay before an insert deletes them: meanwhile a late
 * request is told 'Nonce expired' or 'Session expired' rather than that it is unknown.
 */
export const SIWX_EXPIRED_KEPT_MS = 24 * 60 * MINUTE
