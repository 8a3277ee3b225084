import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Email login failures of spec §5 and §8, with the spec's exact text.

export class InvalidEmailError extends AppKitError<'INVALID_EMAIL'> {
  override name = 'InvalidEmailError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Please enter a valid email address.', { ...options, code: 'INVALID_EMAIL' })
  }
}

/** A code was sent moments ago: the next one waits out spec §9's cooldown. */
export class EmailThrottledError extends AppKitError<'EMAIL_THROTTLED'> {
  override name = 'EmailThrottledError'
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, options?: AppKitErrorSubclassOptions) {
    super(`Please try again after ${retryAfterSeconds} seconds`, { ...options, code: 'EMAIL_THROTTLED' })
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class AuthConnectorNotFoundError extends AppKitError<'AUTH_CONNECTOR_NOT_FOUND'> {
  override name = 'AuthConnectorNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('No auth connector found', { ...options, code: 'AUTH_CONNECTOR_NOT_FOUND' })
  }
}

export class NotConnectedToEmailError extends AppKitError<'NOT_CONNECTED_TO_EMAIL'> {
  override name = 'NotConnectedToEmailError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Not connected to email or social', { ...options, code: 'NOT_CONNECTED_TO_EMAIL' })
  }
}
