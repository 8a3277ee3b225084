import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

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
  /** The server's own words (`{ message }` of its JSON body), for a reason a view may show. */
  readonly serverMessage: string | undefined
  constructor(status: number, options?: AppKitErrorSubclassOptions & { serverMessage?: string }) {
    // The server's own text goes to `details`.
    super(`HTTP status code: ${status}`, { ...options, code: 'HTTP_ERROR' })
    this.status = status
    this.serverMessage = options?.serverMessage
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
