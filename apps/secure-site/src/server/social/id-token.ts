import { errors, jwtVerify } from 'jose'
import { z } from 'zod/mini'
import type { OidcIssuer } from './oidc-issuer.js'
import { IdTokenInvalidError, SocialProviderUnavailableError } from './social-errors.js'

/** Asymmetric only: with `none` or an HMAC alg, whoever knows the client secret could mint tokens. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
/** Clocks of two machines differ a little. */
const CLOCK_TOLERANCE_S = 30

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  iat: z.number(),
  nonce: z.optional(z.string()),
  email: z.optional(z.string().check(z.maxLength(320))),
  email_verified: z.optional(z.boolean()),
  name: z.optional(z.string()),
  preferred_username: z.optional(z.string()),
})

export interface VerifiedIdentity {
  issuer: string
  subject: string
  email: string | undefined
  emailVerified: boolean
  /** What the account shows: the provider's user name, else the name, the email, the subject. */
  userName: string
}

/**
 * OpenID Connect Core §3.1.3.7: the signature against the issuer's published keys, `iss`, `aud`
 * (this site's client id), `exp`, and `nonce` when the login set one. `maxAgeSeconds` also refuses a
 * token issued longer ago (recovery wants a fresh login). Every failure is IdTokenInvalidError
 * naming the check.
 */
export async function verifyIdToken(
  idToken: string,
  issuer: OidcIssuer,
  expect: { clientId: string; nonce?: string; maxAgeSeconds?: number; now?: Date },
): Promise<VerifiedIdentity> {
  let payload: unknown
  try {
    ;({ payload } = await jwtVerify(idToken, issuer.keys, {
      issuer: issuer.issuer,
      audience: expect.clientId,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      ...(expect.maxAgeSeconds === undefined ? {} : { maxTokenAge: expect.maxAgeSeconds }),
      ...(expect.now ? { currentDate: expect.now } : {}),
    }))
  } catch (error) {
    // The keys could not be fetched: the provider's fault, not the token's.
    if (
      !(error instanceof errors.JOSEError) ||
      // The plain JOSEError is jose's "the JWKS answer was not 200".
      error.code === 'ERR_JOSE_GENERIC' ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid
    ) {
      throw new SocialProviderUnavailableError(`its keys could not be read: ${(error as Error).message}`)
    }
    throw new IdTokenInvalidError(problemOf(error))
  }
  const parsed = z.safeParse(claimsSchema, payload)
  if (!parsed.success) throw new IdTokenInvalidError('malformed')
  const claims = parsed.data
  if (expect.nonce !== undefined && claims.nonce !== expect.nonce) throw new IdTokenInvalidError('nonce')
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    userName: (claims.preferred_username || claims.name || claims.email || claims.sub).slice(0, 256),
  }
}

function problemOf(error: unknown) {
  // maxTokenAge's failure is a JWTExpired naming "iat".
  if (error instanceof errors.JWTExpired) return error.claim === 'iat' ? 'stale' : 'expired'
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer'
    if (error.claim === 'aud') return 'audience'
    return 'malformed'
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return 'signature'
  }
  return 'malformed'
}
