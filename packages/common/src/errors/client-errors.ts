import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// The ways a call to a service (spec §7) or a node can fail besides an HTTP status, one class each,
// shared by every HTTP client of the SDK so `instanceof` never depends on where a class came from.

/** The body was not JSON, or JSON of the wrong shape; `details` says what did not match and where. */
export class InvalidResponseError extends AppKitError<'INVALID_RESPONSE'> {
  override name = 'InvalidResponseError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid response from server', { ...options, code: 'INVALID_RESPONSE' })
  }
}

/** No answer at all: offline, DNS, refused connection, CORS. The `cause` is fetch's own error. */
export class NetworkRequestError extends AppKitError<'NETWORK_ERROR'> {
  override name = 'NetworkRequestError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Network request failed', { ...options, code: 'NETWORK_ERROR' })
  }
}

/**
 * The caller's AbortSignal fired (a request to a service, or an RPC request to the frame, which is
 * told to drop it too); the `cause` is the signal's reason.
 */
export class RequestAbortedError extends AppKitError<'REQUEST_ABORTED'> {
  override name = 'RequestAbortedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Request was aborted', { ...options, code: 'REQUEST_ABORTED' })
  }
}

/** No answer within the client's timeout; the request was aborted. `details` says which and how long. */
export class RequestTimeoutError extends AppKitError<'REQUEST_TIMEOUT'> {
  override name = 'RequestTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Request timed out', { ...options, code: 'REQUEST_TIMEOUT' })
  }
}

/**
 * Any other parameter or option a call cannot be made with (an empty chain list, a currency that is
 * not a code, a timeout that is not a positive number). Thrown before anything is sent.
 */
export class InvalidParameterError extends AppKitError<'INVALID_PARAMETER'> {
  override name = 'InvalidParameterError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid parameter', { ...options, code: 'INVALID_PARAMETER' })
  }
}

/** The base URL given to a client is not an absolute http(s) URL. */
export class InvalidBaseUrlError extends AppKitError<'INVALID_BASE_URL'> {
  override name = 'InvalidBaseUrlError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid base URL', { ...options, code: 'INVALID_BASE_URL' })
  }
}

/** An image did not load within the preload timeout (spec §9: 2 s by default). */
export class ImagePreloadTimeoutError extends AppKitError<'IMAGE_PRELOAD_TIMEOUT'> {
  override name = 'ImagePreloadTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Image preload timed out', { ...options, code: 'IMAGE_PRELOAD_TIMEOUT' })
  }
}
