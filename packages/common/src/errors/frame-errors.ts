import type { AlertCode } from '../alerts.js'
import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Failures of the secure frame (spec §8), one class each so the connector can branch with
// `instanceof`. Messages are the spec's exact text; the two load/timeout ones are the spec's codes.

const DEFAULT_FRAME_ERROR = 'An error occurred'

/** The frame answered a request with an error: its message is shown, else 'An error occurred'. */
export class FrameRequestError extends AppKitError<'FRAME_REQUEST_FAILED'> {
  override name = 'FrameRequestError'
  constructor(message?: string, options?: AppKitErrorSubclassOptions) {
    super(message?.trim() ? message : DEFAULT_FRAME_ERROR, { ...options, code: 'FRAME_REQUEST_FAILED' })
  }
}

/** Any other frame request that the caller aborted. */
export class FrameRequestCancelledError extends AppKitError<'FRAME_REQUEST_CANCELLED'> {
  override name = 'FrameRequestCancelledError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Something went wrong', { ...options, code: 'FRAME_REQUEST_CANCELLED' })
  }
}

/**
 * Spec §8's server message: the dapp's origin is not on the project's allowed origins (the secure
 * site refuses to answer it, and the app side finds out from the same list); the UI shows APKT002.
 */
export class OriginNotAllowedError extends AppKitError<'ORIGIN_NOT_ALLOWED'> {
  override name = 'OriginNotAllowedError'
  readonly alertCode: AlertCode = 'APKT002'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unauthorized: origin not allowed', { ...options, code: 'ORIGIN_NOT_ALLOWED' })
  }
}

/** The frame did not say it was ready in time; the UI shows `alertCode`'s alert. */
export class FrameLoadFailedError extends AppKitError<'IFRAME_LOAD_FAILED'> {
  override name = 'FrameLoadFailedError'
  readonly alertCode: AlertCode = 'APKT003'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('iframe_load_failed', { ...options, code: 'IFRAME_LOAD_FAILED' })
  }
}

/** The frame did not answer a request in time; the UI shows `alertCode`'s alert. */
export class FrameRequestTimeoutError extends AppKitError<'IFRAME_REQUEST_TIMEOUT'> {
  override name = 'FrameRequestTimeoutError'
  readonly alertCode: AlertCode = 'APKT004'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('iframe_request_timeout', { ...options, code: 'IFRAME_REQUEST_TIMEOUT' })
  }
}

/** The app side has no frame window to post to (never created, destroyed, or removed from the page). */
export class FrameNotSetError extends AppKitError<'FRAME_NOT_SET'> {
  override name = 'FrameNotSetError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('W3mFrame: iframe is not set', { ...options, code: 'FRAME_NOT_SET' })
  }
}

/** The frame side runs in a window that no app embeds, so there is no one to answer. */
export class FrameParentNotSetError extends AppKitError<'FRAME_PARENT_NOT_SET'> {
  override name = 'FrameParentNotSetError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('W3mFrame: parent is not set', { ...options, code: 'FRAME_PARENT_NOT_SET' })
  }
}

/** A frame message does not match the protocol's schema (ours); `details` says which field. */
export class InvalidFrameMessageError extends AppKitError<'INVALID_FRAME_MESSAGE'> {
  override name = 'InvalidFrameMessageError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid frame message', { ...options, code: 'INVALID_FRAME_MESSAGE' })
  }
}

/**
 * The secure site URL or the app origin given to the messenger is not an exact http(s) origin
 * (ours): messages are only ever posted to, and accepted from, one exact origin, never '*'.
 */
export class InvalidFrameOriginError extends AppKitError<'INVALID_FRAME_ORIGIN'> {
  override name = 'InvalidFrameOriginError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid frame origin', { ...options, code: 'INVALID_FRAME_ORIGIN' })
  }
}
