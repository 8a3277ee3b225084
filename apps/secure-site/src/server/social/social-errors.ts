import { SecureSiteError } from '../errors.js'

// The social login's failures, as `{ error: { code, message } }` like the rest of the server's.

/** The provider is not in SECURE_SITE_SOCIAL_PROVIDERS. */
export class SocialProviderNotConfiguredError extends SecureSiteError {
  override name = 'SocialProviderNotConfiguredError'
  constructor(provider: string) {
    super(
      'SOCIAL_PROVIDER_NOT_CONFIGURED',
      400,
      `Sign-in with ${provider} is not set up on this secure site.`,
    )
  }
}

/** Discovery, the keys or the token endpoint did not answer as OpenID Connect says. */
export class SocialProviderUnavailableError extends SecureSiteError {
  override name = 'SocialProviderUnavailableError'
  constructor(readonly reason: string) {
    super('SOCIAL_PROVIDER_UNAVAILABLE', 502, `The sign-in provider could not be used (${reason}).`)
  }
}

/** The token endpoint refused the code (used, expired, another verifier or redirect). */
export class SocialCodeRejectedError extends SecureSiteError {
  override name = 'SocialCodeRejectedError'
  constructor(readonly reason: string) {
    super(
      'SOCIAL_CODE_REJECTED',
      400,
      `The sign-in provider refused the login (${reason}). Please try again.`,
    )
  }
}

/** Why an ID token was refused; each is one check of OpenID Connect Core §3.1.3.7. */
export type IdTokenProblem = 'malformed' | 'signature' | 'issuer' | 'audience' | 'nonce' | 'expired' | 'stale'

const PROBLEMS: Record<IdTokenProblem, string> = {
  malformed: 'it is not a signed token with the claims a login needs',
  signature: 'its signature is not one of the issuer’s keys',
  issuer: 'another issuer made it',
  audience: 'it was made for another client',
  nonce: 'it belongs to another login attempt',
  expired: 'it has expired',
  stale: 'it was issued more than 10 minutes ago; log in again',
}

export class IdTokenInvalidError extends SecureSiteError {
  override name = 'IdTokenInvalidError'
  constructor(readonly problem: IdTokenProblem) {
    super('ID_TOKEN_INVALID', 401, `The sign-in could not be verified: ${PROBLEMS[problem]}.`)
  }

  override toBody() {
    return { error: { code: this.code, message: this.message, problem: this.problem } }
  }
}

/** The callback's state was not made by this server (or names another dapp, or is too old). */
export class SocialStateInvalidError extends SecureSiteError {
  override name = 'SocialStateInvalidError'
  constructor() {
    super('SOCIAL_STATE_INVALID', 400, 'This sign-in link is not valid or has expired. Please start again.')
  }
}

/** The dapp is not one of the project's origins: the popup's result would be posted to it. */
export class SocialDappNotAllowedError extends SecureSiteError {
  override name = 'SocialDappNotAllowedError'
  constructor() {
    super('ORIGIN_NOT_ALLOWED', 403, 'Unauthorized: origin not allowed')
  }
}

/** The recovery share is sealed to another person, or the proof is not this server's. */
export class SocialIdentityMismatchError extends SecureSiteError {
  override name = 'SocialIdentityMismatchError'
  constructor() {
    super('SOCIAL_IDENTITY_MISMATCH', 403, 'This login cannot open the recovery share of this account.')
  }
}

/** An email route on a share sealed to a social identity, or the other way round. */
export class RecoveryMethodMismatchError extends SecureSiteError {
  override name = 'RecoveryMethodMismatchError'
  constructor(expected: 'email' | 'social login') {
    super('RECOVERY_METHOD_MISMATCH', 400, `This recovery share opens with a ${expected}.`)
  }
}
