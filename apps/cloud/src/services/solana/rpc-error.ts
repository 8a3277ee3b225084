/** JSON-RPC error codes: the standard ones and the Solana server errors this node answers with. */
export const RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** sendTransaction's preflight simulation failed (data: the simulation result). */
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/** A request this node refuses; answered as the JSON-RPC `error` member, never thrown to the server. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR.invalidParams, message)
}

export function invalidRequest(message = 'Invalid request'): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR.invalidRequest, message)
}

export function methodNotFound(): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR.methodNotFound, 'Method not found')
}
