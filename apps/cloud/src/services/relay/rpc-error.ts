import { JSON_RPC_ERROR, JsonRpcError } from '../../http/json-rpc-error.js'

/**
 * A relay method's params refused: method handlers throw it, and the connection answers it as a
 * JSON-RPC error reply, so a bad request never takes the socket down.
 */
export function invalidParams(detail: string): JsonRpcError {
  return new JsonRpcError(JSON_RPC_ERROR.invalidParams, `Invalid params: ${detail}`)
}
