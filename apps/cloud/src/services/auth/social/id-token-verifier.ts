import { createRemoteJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose'
import { z } from 'zod'
import { AuthError } from '../auth-error.js'
import type { SocialProvider, SocialProviderName } from './social-config.js'

/** What the cloud takes from an ID token it verified. */
export interface VerifiedIdToken {
  provider: SocialProviderName
  issuer: string
  subject: string
  /** `name`, else `preferred_username`; null when the issuer gave neither. */
  userName: string | null
  /** Lowercase; only when the issuer says it verified it (`email_verified: true`). */
  verifiedEmail: string | null
  nonce: string
  /** Until when the token could be accepted (ms): its nonce is remembered that long. */
  acceptableUntil: number
}

export interface IdTokenVerifier {
  verify(idToken: string, now: number): Promise<VerifiedIdToken>
}

/** Some clock skew between the issuer and this cloud. */
export const CLOCK_TOLERANCE_S = 60
/** An ID token is exchanged and handed over at once: one issued longer ago is refused. */
export const MAX_TOKEN_AGE_S = 10 * 60
/** Signatures of public keys only: a token "signed" with a shared secret or `none` is refused. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']

export const invalidIdToken = (check: string) =>
  new AuthError('ID_TOKEN_INVALID', `The ID token was refused: ${check}.`)

const unknownProvider = () =>
  new AuthError('PROVIDER_UNKNOWN', 'The ID token comes from an issuer this service does not accept.')

const unavailable = (issuer: string) =>
  new AuthError('PROVIDER_UNAVAILABLE', `The identity provider ${issuer} did not answer. Please try again.`)

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string() })

/**
 * Verifies ID tokens itself, never trusting whoever hands them over: the issuer must be one of
 * `providers`, the signature made by a key the issuer publishes (its JWKS, found through its
 * discovery document and cached), the audience that provider's client id, and `exp`, `iat`, `sub`
 * and `nonce` present and in time. Single use of the nonce is the caller's (it needs the database).
 */
export function createIdTokenVerifier(
  providers: readonly SocialProvider[],
  options: { timeoutMs?: number } = {},
): IdTokenVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000
  const byIssuer = new Map(providers.map((provider) => [provider.issuer, provider]))
  const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>()

  const keySetOf = (issuer: string) => {
    let keySet = keySets.get(issuer)
    if (!keySet) {
      keySet = discover(issuer, timeoutMs)
      keySets.set(issuer, keySet)
      // A failed discovery is tried again by the next login, not remembered.
      keySet.catch(() => keySets.delete(issuer))
    }
    return keySet
  }

  return {
    async verify(idToken, now) {
      let claimed: JWTPayload
      try {
        claimed = decodeJwt(idToken)
      } catch {
        throw invalidIdToken('it is not a JWT')
      }
      const provider = typeof claimed.iss === 'string' ? byIssuer.get(claimed.iss) : undefined
      if (!provider) throw unknownProvider()
      const keySet = await keySetOf(provider.issuer)
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(idToken, keySet, {
          issuer: provider.issuer,
          audience: provider.clientId,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          maxTokenAge: MAX_TOKEN_AGE_S,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
          currentDate: new Date(now),
        }))
      } catch (error) {
        throw refusal(error, provider.issuer)
      }
      if (typeof payload.nonce !== 'string' || payload.nonce === '') throw invalidIdToken('nonce is missing')
      const iat = payload.iat! * 1000
      return {
        provider: provider.name,
        issuer: provider.issuer,
        subject: payload.sub!,
        userName: text(payload.name) ?? text(payload.preferred_username),
        verifiedEmail:
          payload.email_verified === true && typeof payload.email === 'string'
            ? payload.email.trim().toLowerCase()
            : null,
        nonce: payload.nonce,
        acceptableUntil:
          Math.min(payload.exp! * 1000, iat + MAX_TOKEN_AGE_S * 1000) + CLOCK_TOLERANCE_S * 1000,
      }
    },
  }
}

/** The issuer's key set, from the jwks_uri its discovery document names (OpenID Connect Discovery). */
async function discover(issuer: string, timeoutMs: number) {
  let metadata: z.infer<typeof discoverySchema>
  try {
    const answer = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    if (!answer.ok) throw new Error(`discovery answered ${answer.status}`)
    metadata = discoverySchema.parse(await answer.json())
  } catch (error) {
    console.error(`Auth API: discovery of ${issuer} failed: ${describe(error)}`)
    throw unavailable(issuer)
  }
  const jwksUri = URL.parse(metadata.jwks_uri)
  // The discovery document must be the issuer's own; keys over plain HTTP only for an HTTP issuer (dev).
  const allowed =
    jwksUri?.protocol === 'https:' || (jwksUri?.protocol === 'http:' && issuer.startsWith('http:'))
  if (metadata.issuer !== issuer || !jwksUri || !allowed) {
    console.error(`Auth API: the discovery document of ${issuer} names another issuer or a bad jwks_uri`)
    throw unavailable(issuer)
  }
  return createRemoteJWKSet(jwksUri, { timeoutDuration: timeoutMs })
}

/** Which check failed, in words; an unreachable key set is the provider's outage, not a bad token. */
function refusal(error: unknown, issuer: string): AuthError {
  // Too old by maxTokenAge is a JWTExpired too, on `iat`.
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
    if (error.reason === 'missing') return invalidIdToken(`${error.claim} is missing`)
    const which: Record<string, string> = {
      exp: 'it has expired (exp)',
      aud: 'it was issued to another client (aud)',
      iss: 'it comes from another issuer (iss)',
      iat: 'it was issued too long ago or in the future (iat)',
      nbf: 'it is not valid yet (nbf)',
    }
    return invalidIdToken(which[error.claim] ?? `${error.claim} failed its check`)
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return invalidIdToken('the signature is not the issuer’s')
  if (error instanceof errors.JOSEAlgNotAllowed) return invalidIdToken('its algorithm is not accepted')
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError)
  ) {
    console.error(`Auth API: the keys of ${issuer} could not be read: ${describe(error)}`)
    return unavailable(issuer)
  }
  return invalidIdToken('it is malformed')
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
