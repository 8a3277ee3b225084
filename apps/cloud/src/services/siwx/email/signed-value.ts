import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * What a signed value is for. It is part of what is signed, so a value made for one purpose never
 * passes for another (a challenge is no email token, whatever its payload says).
 */
export type SignedPurpose = 'siwx-email-challenge' | 'siwx-email-token'

/** Far above any value this service signs (an address of 254 characters, a hash, a salt). */
export const MAX_SIGNED_LENGTH = 2_048

const KEY_LABEL = 'appkit siwx email signing key v1'

/**
 * `base64url(JSON payload) "." base64url(HMAC-SHA256)`: state the client carries and the cloud
 * checks, so every instance reads it and none keeps it. The HMAC's key is derived from the auth
 * secret (AUTH_SECRET, or the data directory's `auth-secret`) under a label of its own: the secret
 * itself only peppers code hashes. The payload is readable by whoever holds the value; it only
 * cannot be changed.
 */
export function signValue(secret: Uint8Array, purpose: SignedPurpose, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
  return `${body}.${mac(secret, purpose, body)}`
}

/**
 * The payload of a value signed with `secret` for `purpose`; undefined for anything else: not a
 * string, too long, not two parts, a signature that does not match (forged, altered, another
 * purpose, another secret), a body that is not JSON.
 */
export function openValue(secret: Uint8Array, purpose: SignedPurpose, value: unknown): unknown {
  if (typeof value !== 'string' || value.length > MAX_SIGNED_LENGTH) return undefined
  const parts = value.split('.')
  if (parts.length !== 2) return undefined
  const [body, signature] = parts as [string, string]
  // Compared as the canonical text, not as decoded bytes: base64url has several spellings of
  // the last character, and each must not count as a value of its own.
  const expected = Buffer.from(mac(secret, purpose, body), 'utf8')
  const actual = Buffer.from(signature, 'utf8')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function mac(secret: Uint8Array, purpose: SignedPurpose, body: string): string {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest()
  return createHmac('sha256', key).update(`${purpose}.${body}`).digest('base64url')
}
