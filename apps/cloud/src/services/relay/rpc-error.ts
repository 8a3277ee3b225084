import { JSON_RPC_ERROR, JsonRpcError } from '../../http/json-rpc-error.js'

/**
 * A relay method's params refused: method handlers throw it, and the connection answers it as a
 * JSON-RPC error reply, so a bad request never takes the socket down.
 */
export function invalidParams(detail: string): JsonRpcError {
  return new JsonRpcError(JSON_RPC_ERROR.invalidParams, `Invalid params: ${detail}`)
}

/** EIP-1474's "Limit exceeded", the code JSON-RPC clients know for a quota. */
export const LIMIT_EXCEEDED = -32005

/** A request past one of the client's quotas (subscriptions, publishes): refused, nothing done. */
export function limitExceeded(detail: string): JsonRpcError {
  return new JsonRpcError(LIMIT_EXCEEDED, `Limit exceeded: ${detail}`)
}
