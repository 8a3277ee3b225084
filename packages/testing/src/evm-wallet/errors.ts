/**
 * EIP-1193 ProviderRpcError: what dapps and connectors branch on is `code`, so every failure the
 * wallet reports carries one, with the wording real wallets use.
 */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

/** 4001: the user said no (or the wallet is in 'reject' mode). */
export class UserRejectedRequestError extends ProviderRpcError {
  constructor() {
    super(4001, 'User rejected the request.')
    this.name = 'UserRejectedRequestError'
  }
}

/** 4100: a signing method before the dapp was authorized, or for another account. */
export class UnauthorizedError extends ProviderRpcError {
  constructor() {
    super(4100, 'The requested method and/or account has not been authorized by the user.')
    this.name = 'UnauthorizedError'
  }
}

/** 4900: the wallet disconnected itself (sent with the `disconnect` event). */
export class DisconnectedError extends ProviderRpcError {
  constructor() {
    super(4900, 'The provider is disconnected from all chains.')
    this.name = 'DisconnectedError'
  }
}

/** 4902: switching to a chain the wallet does not know; connectors react by adding it. */
export class UnrecognizedChainError extends ProviderRpcError {
  constructor(chainIdHex: string) {
    super(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
    this.name = 'UnrecognizedChainError'
  }
}

/** -32602: the dapp sent params the method cannot use. */
export class InvalidParamsError extends ProviderRpcError {
  constructor(detail: string) {
    super(-32602, `Invalid params: ${detail}`)
    this.name = 'InvalidParamsError'
  }
}

/** Anything thrown inside the wallet leaves it as a ProviderRpcError (-32603 when it had no code). */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(-32603, message)
}
