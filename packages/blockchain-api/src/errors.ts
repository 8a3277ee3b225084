import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

// Shared with every HTTP client of the SDK (the JSON-RPC reads of the adapters too).
export { HttpRequestError, InvalidRpcResponseError, RpcError } from '@appkit/common'

// The ways a call to the wallet explorer or the blockchain API (spec §7) can fail, one class each
// so callers branch with `instanceof` instead of parsing messages.

/** The body was not JSON, or JSON of the wrong shape; `details` says what did not match and where. */
export class InvalidResponseError extends AppKitError {
  override name = 'InvalidResponseError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid response from server', { ...options, code: 'INVALID_RESPONSE' })
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

/** No answer within the client's timeout; the request was aborted. `details` says which and how long. */
export class RequestTimeoutError extends AppKitError {
  override name = 'RequestTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Request timed out', { ...options, code: 'REQUEST_TIMEOUT' })
  }
}

/** A parameter is not an address of the namespace it is used with; `details` names the value. */
export class InvalidAddressError extends AppKitError {
  override name = 'InvalidAddressError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid address', { ...options, code: 'INVALID_ADDRESS' })
  }
}

/**
 * Any other parameter or option a call cannot be made with (an empty chain list, a currency that is
 * not a code, a timeout that is not a positive number). Thrown before anything is sent.
 */
export class InvalidParameterError extends AppKitError {
  override name = 'InvalidParameterError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid parameter', { ...options, code: 'INVALID_PARAMETER' })
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
