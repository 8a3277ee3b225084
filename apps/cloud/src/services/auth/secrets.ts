import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit one-time code, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * A code's keyed hash: HMAC-SHA256 under the server's secret (the pepper) of salt and code. A
 * database dump alone cannot be brute-forced through the million codes: it lacks the secret.
 */
export function hashCode(secret: Uint8Array, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex')
}

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export function codeMatches(secret: Uint8Array, salt: string, code: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex')
  const actual = Buffer.from(hashCode(secret, salt, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** A bearer or approval token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps of a token: HMAC-SHA256 under the server's secret (AUTH_SECRET, kept
 * outside the database). A plain hash would let anyone who can write the database mint a session:
 * pick a token, insert its SHA-256. Without the secret they cannot compute the row a token needs.
 */
export function hashToken(secret: Uint8Array, token: string): string {
  return createHmac('sha256', secret).update(`appkit-cloud/token\u0000${token}`).digest('hex')
}
