import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'
import { publicKeyOfDidKey } from './did-key.js'

/**
 * The token a WalletConnect client opens the relay with (`?auth=`): a JWT it signs with its own
 * Ed25519 key, header `{alg: "EdDSA", typ: "JWT"}`, payload `{iss, sub, aud, iat, exp}` with `iss`
 * the did:key of that key, `aud` the relay URL it was given, times in seconds. Nothing vouches for
 * the key, so the signature proves only that the client holds it; that is what lets the relay
 * count sockets and publishes per client and never hand one client's identity to another.
 */
export interface ClientJwtRules {
  /** Whether `aud` names this relay. */
  audience(aud: string): boolean
  /** Milliseconds since the epoch. */
  now(): number
  /** How far a client's clock may run ahead of ours (iat) or behind it (exp). */
  clockSkewSeconds: number
  /** Longest `exp - iat` accepted: a stolen token must not open the relay for ever. */
  maxLifetimeSeconds: number
}

export type ClientJwtResult = { ok: true; clientId: string } | { ok: false; reason: string }

const BASE64URL = /^[A-Za-z0-9_-]+$/
const SIGNATURE_BYTES = 64

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT').optional() })
const seconds = z.number().int().nonnegative()
const payloadSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.string(),
  iat: seconds,
  exp: seconds,
})

export function verifyClientJwt(token: string, rules: ClientJwtRules): ClientJwtResult {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    return refuse('not a JWT: expected three base64url parts, header.payload.signature')
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = headerSchema.safeParse(decodeJson(headerPart))
  if (!header.success) return refuse('header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = payloadSchema.safeParse(decodeJson(payloadPart))
  if (!payload.success) {
    const fields = [...new Set(payload.error.issues.map((issue) => issue.path.join('.') || 'payload'))]
    return refuse(`payload has no valid ${fields.join(', ')}`)
  }
  const { iss, aud, iat, exp } = payload.data
  const publicKey = publicKeyOfDidKey(iss)
  if (!publicKey) return refuse('iss is not the did:key of an Ed25519 key')
  const signature = Buffer.from(signaturePart, 'base64url')
  if (
    signature.length !== SIGNATURE_BYTES ||
    !signedBy(publicKey, `${headerPart}.${payloadPart}`, signature)
  ) {
    return refuse('signature does not match the key of iss')
  }
  if (!rules.audience(aud)) return refuse('aud is not a URL of this relay')
  const now = Math.floor(rules.now() / 1000)
  if (iat > now + rules.clockSkewSeconds) return refuse('iat is in the future')
  if (exp <= now - rules.clockSkewSeconds) return refuse('token has expired (exp)')
  if (exp - iat > rules.maxLifetimeSeconds) {
    return refuse(`token lives longer than ${rules.maxLifetimeSeconds} s (exp - iat)`)
  }
  return { ok: true, clientId: iss }
}

function signedBy(publicKey: Uint8Array, data: string, signature: Buffer): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(data), key, signature)
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function refuse(reason: string): ClientJwtResult {
  return { ok: false, reason }
}
