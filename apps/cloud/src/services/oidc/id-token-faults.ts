import { randomUUID } from 'node:crypto'
import { decodeJwt, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose'
import type { SigningJwk } from './oidc-keys.js'

/**
 * What a test can make the dev provider's next ID token get wrong (POST /test/faults, test mode
 * only), so that an end-to-end test proves the secure site and the cloud refuse it. Everything else
 * about the token stays right, and it is signed properly except for `bad-signature`.
 */
export const ID_TOKEN_FAULTS = ['wrong-audience', 'wrong-nonce', 'bad-signature', 'expired'] as const
export type IdTokenFault = (typeof ID_TOKEN_FAULTS)[number]

export function isIdTokenFault(value: unknown): value is IdTokenFault {
  return ID_TOKEN_FAULTS.some((fault) => fault === value)
}

/** One-shot faults per provider name, used up by its next token responses, oldest first. */
export interface IdTokenFaults {
  arm(provider: string, fault: IdTokenFault, count: number): void
  take(provider: string): IdTokenFault | undefined
  clear(): void
}

export function createIdTokenFaults(): IdTokenFaults {
  const armed: { provider: string; fault: IdTokenFault }[] = []
  return {
    arm(provider, fault, count) {
      for (let i = 0; i < count; i++) armed.push({ provider, fault })
    },
    take(provider) {
      const index = armed.findIndex((entry) => entry.provider === provider)
      if (index < 0) return undefined
      return armed.splice(index, 1)[0]!.fault
    },
    clear() {
      armed.length = 0
    },
  }
}

/** The ID token with the fault in it, signed again with the issuer's key (or, for bad-signature, another). */
export async function withFault(idToken: string, fault: IdTokenFault, key: SigningJwk): Promise<string> {
  const claims: JWTPayload = { ...decodeJwt(idToken) }
  const now = Math.floor(Date.now() / 1000)
  if (fault === 'wrong-audience') claims.aud = 'another-client'
  if (fault === 'wrong-nonce') claims.nonce = randomUUID()
  if (fault === 'expired') {
    claims.iat = now - 2 * 3600
    claims.exp = now - 3600
  }
  const signingKey =
    fault === 'bad-signature' ? (await generateKeyPair('RS256')).privateKey : await importJWK(key, 'RS256')
  // The issuer's own key id even on a stranger's signature: the verifier must check, not trust, it.
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(signingKey)
}
