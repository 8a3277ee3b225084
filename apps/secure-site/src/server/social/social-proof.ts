import { decodeJwt } from 'jose'
import type { SocialProof } from '../../shared/social-api.js'
import { verifyIdToken } from './id-token.js'
import { isRecoveryGrantFor } from './recovery-grant.js'
import { IdTokenInvalidError, SocialIdentityMismatchError } from './social-errors.js'
import type { SocialContext } from './social-routes.js'

/** Recovery wants a login of the last minutes, not a token kept from an old one. */
export const RECOVERY_TOKEN_MAX_AGE_S = 10 * 60

/** Whom a social user's recovery share is sealed to: the provider's issuer and subject. */
export interface SocialIdentity {
  issuer: string
  subject: string
}

/**
 * The identity a social user proves to /seal and /recovery/unseal: an ID token of a configured
 * provider, issued in the last 10 minutes, verified here (the cloud's word is not taken), together
 * with the grant this server made when it redeemed that token's code.
 */
export async function verifySocialProof(ctx: SocialContext, proof: SocialProof): Promise<SocialIdentity> {
  let claimedIssuer: unknown
  try {
    claimedIssuer = decodeJwt(proof.idToken).iss
  } catch {
    throw new IdTokenInvalidError('malformed')
  }
  const config = Object.values(ctx.providers()).find((provider) => provider.issuer === claimedIssuer)
  if (!config) throw new IdTokenInvalidError('issuer')
  const identity = await verifyIdToken(proof.idToken, await ctx.issuers.get(config.issuer), {
    clientId: config.clientId,
    maxAgeSeconds: RECOVERY_TOKEN_MAX_AGE_S,
  })
  if (!isRecoveryGrantFor(ctx.grantKey, proof.idToken, proof.recoveryGrant)) {
    throw new SocialIdentityMismatchError()
  }
  return { issuer: identity.issuer, subject: identity.subject }
}
