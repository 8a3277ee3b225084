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
