import { createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { didKeyOf } from './did-key.js'

/**
 * The client's side of `client-jwt.ts`: the token a WalletConnect client makes, for Node clients
 * that are not WalletConnect's (the load test, tests that speak the protocol by hand).
 */
export interface ClientTokenClaims {
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

/** The clients' own lifetime for the token: one day. */
const CLIENT_TOKEN_TTL_SECONDS = 24 * 60 * 60

export function signClientToken(claims: ClientTokenClaims, privateKey: KeyObject): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}

/** The did:key naming the Ed25519 key pair of `privateKey`. */
export function clientIdOf(privateKey: KeyObject): string {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' })
  return didKeyOf(Buffer.from(x!, 'base64url'))
}

export interface ClientTokenOptions {
  /** The relay URL the client connects to, as it was given it. */
  audience: string
  /** The client's Ed25519 key; a new one when absent (a new client). */
  privateKey?: KeyObject
  /** Milliseconds since the epoch. */
  now?: number
}

/** A token as a WalletConnect client makes it, and the client id (did:key) it proves. */
export function createClientToken(options: ClientTokenOptions): { token: string; clientId: string } {
  const privateKey = options.privateKey ?? generateKeyPairSync('ed25519').privateKey
  const clientId = clientIdOf(privateKey)
  const iat = Math.floor((options.now ?? Date.now()) / 1000)
  const claims = {
    iss: clientId,
    sub: randomBytes(32).toString('hex'),
    aud: options.audience,
    iat,
    exp: iat + CLIENT_TOKEN_TTL_SECONDS,
  }
  return { token: signClientToken(claims, privateKey), clientId }
}
