import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

// Shared with every HTTP client of the SDK (the JSON-RPC reads of the adapters too).
export { HttpRequestError } from '@appkit/common'

// The ways a call to the wallet explorer (or any endpoint of spec §7) can fail, one class each so
// callers branch with `instanceof` instead of parsing messages.

/** The body was not JSON, or JSON of the wrong shape; `details` says what did not match. */
export class InvalidResponseError extends AppKitError {
  override name = 'InvalidResponseError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid response from wallet explorer', { ...options, code: 'INVALID_RESPONSE' })
  }
}

/** No answer at all: offline, DNS, refused connection, CORS. The `cause` is fetch's own error. */
export class NetworkRequestError extends AppKitError {
  override name = 'NetworkRequestError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Network request failed', { ...options, code: 'NETWORK_ERROR' })
  }
}

/** The caller's AbortSignal fired; the `cause` is the signal's reason. */
export class RequestAbortedError extends AppKitError {
  override name = 'RequestAbortedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Request was aborted', { ...options, code: 'REQUEST_ABORTED' })
  }
}

/** The base URL given to a client is not an absolute http(s) URL. */
export class InvalidBaseUrlError extends AppKitError {
  override name = 'InvalidBaseUrlError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid base URL', { ...options, code: 'INVALID_BASE_URL' })
  }
}

/** An image did not load within the preload timeout (spec §9: 2 s by default). */
export class ImagePreloadTimeoutError extends AppKitError {
  override name = 'ImagePreloadTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Image preload timed out', { ...options, code: 'IMAGE_PRELOAD_TIMEOUT' })
  }
}
