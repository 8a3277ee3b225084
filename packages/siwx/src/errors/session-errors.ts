import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

/** The verifier of the session's namespace does not accept its signature. */
export class SiwxInvalidSignatureError extends AppKitError<'SIWX_INVALID_SIGNATURE'> {
  override name = 'SiwxInvalidSignatureError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid signature', { ...options, code: 'SIWX_INVALID_SIGNATURE' })
  }
}

/** Not a session: `data` is not an object, or `message` or `signature` is not a string. */
export class InvalidSiwxSessionError extends AppKitError<'INVALID_SIWX_SESSION'> {
  override name = 'InvalidSiwxSessionError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid sign-in session', { ...options, code: 'INVALID_SIWX_SESSION' })
  }
}

/** The session's Expiration Time has passed. */
export class SiwxSessionExpiredError extends AppKitError<'SIWX_SESSION_EXPIRED'> {
  override name = 'SiwxSessionExpiredError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in session expired', { ...options, code: 'SIWX_SESSION_EXPIRED' })
  }
}

/** The session's Not Before time has not come yet. */
export class SiwxSessionNotYetValidError extends AppKitError<'SIWX_SESSION_NOT_YET_VALID'> {
  override name = 'SiwxSessionNotYetValidError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in session not yet valid', { ...options, code: 'SIWX_SESSION_NOT_YET_VALID' })
  }
}

/**
 * The signed text is not the text the session's data renders to: a different domain, address,
 * chain, nonce or any other field than the one the session claims.
 */
export class SiwxMessageMismatchError extends AppKitError<'SIWX_MESSAGE_MISMATCH'> {
  override name = 'SiwxMessageMismatchError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Signed message does not match its data', { ...options, code: 'SIWX_MESSAGE_MISMATCH' })
  }
}

/** No verifier was configured for the session's namespace (e.g. bip122 without bitcoinVerifier). */
export class SiwxVerifierNotFoundError extends AppKitError<'SIWX_VERIFIER_NOT_FOUND'> {
  override name = 'SiwxVerifierNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('No sign-in verifier for this network', { ...options, code: 'SIWX_VERIFIER_NOT_FOUND' })
  }
}

/**
 * The signature could not be checked at all (the chain's RPC failed): not the same as invalid, so a
 * caller can offer to retry instead of telling the user the signature was wrong.
 */
export class SiwxVerificationUnavailableError extends AppKitError<'SIWX_VERIFICATION_UNAVAILABLE'> {
  override name = 'SiwxVerificationUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in could not be verified', { ...options, code: 'SIWX_VERIFICATION_UNAVAILABLE' })
  }
}

/** createMessage has no domain or URI: none was configured and there is no `location` (Node, workers). */
export class SiwxLocationUnavailableError extends AppKitError<'SIWX_LOCATION_UNAVAILABLE'> {
  override name = 'SiwxLocationUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in domain and URI are unknown', { ...options, code: 'SIWX_LOCATION_UNAVAILABLE' })
  }
}

/**
 * The message names another site than the one that checks it: its domain is not its URI's host,
 * or (createSiwx) its domain or URI is not this site's. How a phishing page's signature, made on
 * its own domain for the real dapp's URI, is told apart. `reason` is checkSiwxSession's problem.
 */
export class SiwxDomainMismatchError extends AppKitError<'SIWX_DOMAIN_MISMATCH'> {
  override name = 'SiwxDomainMismatchError'
  readonly reason = 'domain-mismatch'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in message is not for this site', { ...options, code: 'SIWX_DOMAIN_MISMATCH' })
  }
}

/**
 * A session read back from storage (or from the sign-in server) was signed for another site or
 * project: it does not sign anyone in here, whoever put it there.
 */
export class SiwxForeignSessionError extends AppKitError<'SIWX_FOREIGN_SESSION'> {
  override name = 'SiwxForeignSessionError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in session belongs to another site', { ...options, code: 'SIWX_FOREIGN_SESSION' })
  }
}
