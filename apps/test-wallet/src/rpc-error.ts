/** A JSON-RPC error the wallet answers a dapp's request with (EIP-1193 / EIP-1474 codes). */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }

  toJson(): { code: number; message: string } {
    return { code: this.code, message: this.message }
  }
}

/** EIP-1193 4001: what dapps recognise as "the user said no". */
export const userRejected = () => new WalletRpcError(4001, 'User rejected the request.')

export const unsupportedMethod = (method: string) =>
  new WalletRpcError(4200, `The test wallet does not support the method "${method}".`)

export const unauthorizedAccount = (address: string) =>
  new WalletRpcError(4100, `The test wallet does not hold the account ${address}.`)

export const unrecognizedChain = (chain: string, known = '31337 and 31338') =>
  new WalletRpcError(4902, `Unrecognized chain ID ${chain}: the test wallet knows ${known} only.`)

export const invalidParams = (message: string) => new WalletRpcError(-32602, message)

/** Any error as the JSON-RPC error to send back: typed ones keep their code, the rest are -32603. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof WalletRpcError) return error.toJson()
  const message = error instanceof Error ? error.message : String(error)
  return { code: -32603, message: message || 'Internal error.' }
}
