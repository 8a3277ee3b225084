import { JSON_RPC_ERROR, JsonRpcError } from '../../http/json-rpc-error.js'

/** JSON-RPC error codes: the standard ones and the Solana server errors this node answers with. */
export const RPC_ERROR = {
  ...JSON_RPC_ERROR,
  /** sendTransaction's preflight simulation failed (data: the simulation result). */
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, message)
}

export function invalidRequest(message = 'Invalid request'): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidRequest, message)
}

export function methodNotFound(): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.methodNotFound, 'Method not found')
}
