import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

/** The embedded wallet refused an RPC method that is on neither RPC list (spec §6). */
export class RpcCallNotAllowedError extends AppKitError<'RPC_CALL_NOT_ALLOWED'> {
  override name = 'RpcCallNotAllowedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Requested RPC call is not allowed', { ...options, code: 'RPC_CALL_NOT_ALLOWED' })
  }
}

/** The user said no in the wallet. Code 4001 is EIP-1193's, so wallets and dapps recognise it. */
export class UserRejectedRequestError extends AppKitError<4001> {
  override name = 'UserRejectedRequestError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('User rejected the request.', { ...options, code: 4001 })
  }
}

/** A feature was asked of a namespace that does not offer it, e.g. send on bip122 (spec §5). */
export class UnsupportedChainError extends AppKitError<'UNSUPPORTED_CHAIN'> {
  override name = 'UnsupportedChainError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unsupported chain', { ...options, code: 'UNSUPPORTED_CHAIN' })
  }
}

/** Something failed and nothing about it was recognisable; `details` and `cause` keep the original. */
export class UnknownError extends AppKitError<'UNKNOWN_ERROR'> {
  override name = 'UnknownError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unknown error', { ...options, code: 'UNKNOWN_ERROR' })
  }
}

/** A JSON-RPC or provider error with a known numeric code, worded from `RPC_ERROR_MESSAGES`. */
export class RpcError extends AppKitError<number> {
  override name = 'RpcError'
  constructor(code: number, message: string, options?: AppKitErrorSubclassOptions) {
    super(message, { ...options, code })
  }
}

/** A server answered with a non-2xx status; `status` lets callers tell 429 from 5xx (spec §8 text). */
export class HttpRequestError extends AppKitError<'HTTP_ERROR'> {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, options?: AppKitErrorSubclassOptions) {
    // The server's own text goes to `details`.
    super(`HTTP status code: ${status}`, { ...options, code: 'HTTP_ERROR' })
    this.status = status
  }
}

/** A JSON-RPC node answered, but not with JSON-RPC: `details` says what was wrong and from where. */
export class InvalidRpcResponseError extends AppKitError<'INVALID_RPC_RESPONSE'> {
  override name = 'InvalidRpcResponseError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid JSON-RPC response', { ...options, code: 'INVALID_RPC_RESPONSE' })
  }
}

/** A wallet answered a request with something the method never returns; `details` says what. */
export class InvalidWalletResponseError extends AppKitError<'INVALID_WALLET_RESPONSE'> {
  override name = 'InvalidWalletResponseError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid wallet response', { ...options, code: 'INVALID_WALLET_RESPONSE' })
  }
}

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
