import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

// Email capture's refusals (apps/cloud README, "Email capture"), each with the server's exact
// message. An address the server will not mail is @appkit/common's InvalidEmailError, a code asked
// for too soon its EmailThrottledError: the same failures as the email login's, in the same words.

/** The code is not the one mailed for the challenge; the same challenge takes another guess. */
export class SiwxEmailCodeInvalidError extends AppKitError<'SIWX_EMAIL_CODE_INVALID'> {
  override name = 'SiwxEmailCodeInvalidError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid code', { ...options, code: 'SIWX_EMAIL_CODE_INVALID' })
  }
}

/** The mailed code's time is over: ask for a new one. */
export class SiwxEmailCodeExpiredError extends AppKitError<'SIWX_EMAIL_CODE_EXPIRED'> {
  override name = 'SiwxEmailCodeExpiredError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Code expired', { ...options, code: 'SIWX_EMAIL_CODE_EXPIRED' })
  }
}

/** The challenge had all its guesses: ask for a new code. */
export class SiwxEmailTooManyAttemptsError extends AppKitError<'SIWX_EMAIL_TOO_MANY_ATTEMPTS'> {
  override name = 'SiwxEmailTooManyAttemptsError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Too many attempts', { ...options, code: 'SIWX_EMAIL_TOO_MANY_ATTEMPTS' })
  }
}

/** The server did not sign the challenge, or signed it for another project. */
export class SiwxEmailChallengeInvalidError extends AppKitError<'SIWX_EMAIL_CHALLENGE_INVALID'> {
  override name = 'SiwxEmailChallengeInvalidError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid challenge', { ...options, code: 'SIWX_EMAIL_CHALLENGE_INVALID' })
  }
}

/** The proven email's token went with a session but is expired, of another project or altered. */
export class SiwxEmailTokenInvalidError extends AppKitError<'SIWX_EMAIL_TOKEN_INVALID'> {
  override name = 'SiwxEmailTokenInvalidError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid email token', { ...options, code: 'SIWX_EMAIL_TOKEN_INVALID' })
  }
}

/** verifyEmailCode with no code pending: none was asked for, or its challenge is over. */
export class SiwxEmailCodeNotRequestedError extends AppKitError<'SIWX_EMAIL_CODE_NOT_REQUESTED'> {
  override name = 'SiwxEmailCodeNotRequestedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('No email code was requested', { ...options, code: 'SIWX_EMAIL_CODE_NOT_REQUESTED' })
  }
}
