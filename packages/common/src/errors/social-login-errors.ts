import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Social login's failures (spec §8), with the spec's exact text where it gives one.

/** The visitor closed the login popup before the provider answered. */
export class PopupClosedError extends AppKitError<'POPUP_CLOSED'> {
  override name = 'PopupClosedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Popup closed', { ...options, code: 'POPUP_CLOSED' })
  }
}

/**
 * The browser refused to open the login popup (ours, not the spec's: it has no words for this).
 * Happens when the click that asked for it was not a user gesture, or popups are blocked.
 */
export class PopupBlockedError extends AppKitError<'POPUP_BLOCKED'> {
  override name = 'PopupBlockedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Popup blocked: allow popups for this site and try again', { ...options, code: 'POPUP_BLOCKED' })
  }
}

/** The secure site gave no provider address to send the popup to. */
export class SocialConnectionInitError extends AppKitError<'SOCIAL_CONNECTION_FAILED'> {
  override name = 'SocialConnectionInitError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Failed to initiate social connection', { ...options, code: 'SOCIAL_CONNECTION_FAILED' })
  }
}

/** The embedded wallet has no provider for the namespace asked (none of its parts serves it). */
export class AuthProviderNotFoundError extends AppKitError<'AUTH_PROVIDER_NOT_FOUND'> {
  override name = 'AuthProviderNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Auth provider not found', { ...options, code: 'AUTH_PROVIDER_NOT_FOUND' })
  }
}

/** Farcaster login failed: no channel, the approval never came, or the secure site refused it. */
export class FarcasterConnectionError extends AppKitError<'FARCASTER_CONNECTION_FAILED'> {
  override name = 'FarcasterConnectionError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Failed to connect to farcaster', { ...options, code: 'FARCASTER_CONNECTION_FAILED' })
  }
}
