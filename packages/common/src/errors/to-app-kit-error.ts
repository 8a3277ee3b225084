import { describeValue } from '../internal/describe-value.js'
import { errorChain, readMessages, readNumericCode } from '../internal/error-chain.js'
import { AppKitError } from './app-kit-error.js'
import { isUserRejection } from './is-user-rejection.js'
import { type NodeError, toNodeError } from './node-errors.js'
import { RpcError } from './request-errors.js'
import { getRpcErrorMessage } from './rpc-error-codes.js'
import { UnknownError, UserRejectedRequestError } from './wallet-request-errors.js'

/**
 * What `toAppKitError` gives: the AppKitError it was handed, unchanged (an adapter's own, a modal
 * closed, an abort's reason), or one of the four it makes of anything else.
 */
export type ToAppKitErrorType = AppKitError | UserRejectedRequestError | NodeError | RpcError | UnknownError

/**
 * Turns anything thrown (wallet errors, RPC errors, strings) into an `AppKitError`, so the rest of
 * the SDK handles one shape. The original always stays reachable as `cause`, its text as `details`.
 *
 * - AppKitErrors come back unchanged.
 * - User rejections (see `isUserRejection`) become `UserRejectedRequestError`, whatever their code.
 * - A node's refusal said in words (nonce, funds, fee cap, gas, revert) becomes a `NodeError`.
 * - The first standard code in the `cause` chain becomes an `RpcError` with a readable message.
 * - Anything else becomes `UnknownError`.
 */
export function toAppKitError(error: unknown): AppKitError {
  if (isAppKitError(error)) return error
  const details = readMessages(error)[0] ?? describeValue(error)
  if (isUserRejection(error)) return new UserRejectedRequestError({ details, cause: error })
  const nodeError = toNodeError(error)
  if (nodeError) return nodeError
  for (const node of errorChain(error)) {
    const code = readNumericCode(node)
    const message = code === undefined ? undefined : getRpcErrorMessage(code)
    if (code !== undefined && message !== undefined) {
      return new RpcError(code, message, { details: readMessages(node)[0] ?? details, cause: error })
    }
  }
  return new UnknownError({ details, cause: error })
}

// `instanceof` asks for the prototype, which throws on a revoked proxy.
function isAppKitError(error: unknown): error is AppKitError {
  try {
    return error instanceof AppKitError
  } catch {
    return false
  }
}
