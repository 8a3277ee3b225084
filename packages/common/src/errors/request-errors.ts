import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

/** The embedded wallet refused an RPC method that is on neither RPC list (spec §6). */
export class RpcCallNotAllowedError extends AppKitError {
  override name = 'RpcCallNotAllowedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Requested RPC call is not allowed', { ...options, code: 'RPC_CALL_NOT_ALLOWED' })
  }
}

/** The user said no in the wallet. Code 4001 is EIP-1193's, so wallets and dapps recognise it. */
export class UserRejectedRequestError extends AppKitError {
  override name = 'UserRejectedRequestError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('User rejected the request.', { ...options, code: 4001 })
  }
}

/** A feature was asked of a namespace that does not offer it, e.g. send on bip122 (spec §5). */
export class UnsupportedChainError extends AppKitError {
  override name = 'UnsupportedChainError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unsupported chain', { ...options, code: 'UNSUPPORTED_CHAIN' })
  }
}

/** Something failed and nothing about it was recognisable; `details` and `cause` keep the original. */
export class UnknownError extends AppKitError {
  override name = 'UnknownError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unknown error', { ...options, code: 'UNKNOWN_ERROR' })
  }
}

/** A JSON-RPC or provider error with a known numeric code, worded from `RPC_ERROR_MESSAGES`. */
export class RpcError extends AppKitError {
  override name = 'RpcError'
  declare readonly code: number
  constructor(code: number, message: string, options?: AppKitErrorSubclassOptions) {
    super(message, { ...options, code })
  }
}
