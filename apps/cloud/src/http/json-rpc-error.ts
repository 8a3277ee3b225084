/** The standard JSON-RPC 2.0 error codes; a service adds its own (Solana's server errors) beside them. */
export const JSON_RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

/**
 * The one JSON-RPC error of the cloud, both ways: a request one of its nodes or the relay refuses
 * (answered as the reply's `error` member, never thrown to the server), and an error a node it
 * calls answered with (kept with its code so callers can tell failures apart).
 */
export class JsonRpcError extends Error {
  override readonly name = 'JsonRpcError'

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** The reply's `error` member: `data` only when there is some. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}
