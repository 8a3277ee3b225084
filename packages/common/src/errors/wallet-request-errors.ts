import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// How a request ended when it did not go through: refused by the user or by the embedded wallet's
// lists, asked of a namespace without the feature, or failed unrecognisably. A module apart from
// request-errors: only code that loads after the first paint throws them, and the classes of one
// module land in one chunk, so these would otherwise join the page.

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
