/**
 * Wallet Standard defines no error codes, so dapps and adapters branch on what the popular
 * Solana wallets throw: an Error with an EIP-1193-style `code` and their wording. Every failure
 * this wallet reports is one of these.
 */
export class SolanaWalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'SolanaWalletError'
  }
}

/** 4001: the user said no (or the wallet is in 'reject' mode). */
export class SolanaUserRejectedError extends SolanaWalletError {
  constructor() {
    super(4001, 'User rejected the request.')
    this.name = 'SolanaUserRejectedError'
  }
}

/** 4100: signing before the dapp connected, or for an account this wallet does not hold. */
export class SolanaUnauthorizedError extends SolanaWalletError {
  constructor(detail: string) {
    super(4100, `The requested account has not been authorized by the user: ${detail}`)
    this.name = 'SolanaUnauthorizedError'
  }
}

/** -32602: an input the feature cannot use (not bytes, not a transaction, an unknown chain, …). */
export class SolanaInvalidInputError extends SolanaWalletError {
  constructor(detail: string) {
    super(-32602, `Invalid input: ${detail}`)
    this.name = 'SolanaInvalidInputError'
  }
}

/** -32603: the node refused or could not be reached; the node's own error is the `cause`. */
export class SolanaSendError extends SolanaWalletError {
  constructor(cause: unknown) {
    super(-32603, `The transaction was not sent: ${reasons(cause)}`, { cause })
    this.name = 'SolanaSendError'
  }
}

/**
 * Every distinct reason along the cause chain: @solana/kit puts the node's words in a cause
 * ("Transaction simulation failed" ← "Blockhash not found"), and in production builds its messages
 * are bare error codes, so the server's own message (`context.__serverMessage`) is kept too.
 */
function reasons(error: unknown): string {
  const found: string[] = []
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth++) {
    if (!(current instanceof Error)) {
      found.push(String(current))
      break
    }
    const server = (current as { context?: { __serverMessage?: unknown } }).context?.__serverMessage
    for (const reason of [current.message, typeof server === 'string' ? server : '']) {
      if (reason && !found.includes(reason)) found.push(reason)
    }
    current = current.cause
  }
  return found.join(': ') || 'unknown reason'
}
