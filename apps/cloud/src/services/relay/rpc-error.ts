/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * A request the relay refuses. Method handlers throw it; the connection turns it into a JSON-RPC
 * error reply with this code and message, so a bad request never takes the socket down.
 */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export function invalidParams(detail: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR.invalidParams, `Invalid params: ${detail}`)
}
