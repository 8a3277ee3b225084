import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

/**
 * Wallet Standard defines no errors, so dapps branch on what Bitcoin wallets throw: an error with
 * an EIP-1193-style numeric `code` (Phantom, and the sats-connect family through their RPC codes).
 * Every failure this wallet reports is one of these. Unlike the SDK's own errors, `message` carries
 * the reason too: it is what a failing Playwright test prints. `details` holds the reason alone.
 */
export class BitcoinWalletError extends AppKitError {
  override name = 'BitcoinWalletError'
  declare readonly code: number
  constructor(code: number, message: string, options?: AppKitErrorSubclassOptions) {
    super(message, { ...options, code })
  }
}

/** 4001: the user said no (or the wallet is in 'reject' mode). */
export class BitcoinUserRejectedError extends BitcoinWalletError {
  override name = 'BitcoinUserRejectedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super(4001, 'User rejected the request.', options)
  }
}

/** 4100: signing before the dapp connected, or with an account it was not given. */
export class BitcoinUnauthorizedError extends BitcoinWalletError {
  override name = 'BitcoinUnauthorizedError'
  constructor(details: string) {
    super(4100, `The requested account has not been authorized by the user: ${details}`, { details })
  }
}

/**
 * 4200: something this wallet cannot do (ECDSA for a Taproot account, a sighash other than ALL),
 * said at once rather than left pending: a dapp that asks for it learns it needs another way.
 */
export class BitcoinUnsupportedMethodError extends BitcoinWalletError {
  override name = 'BitcoinUnsupportedMethodError'
  constructor(details: string) {
    super(4200, `The wallet does not support the requested method: ${details}`, { details })
  }
}

/** -32602: an input the feature cannot use (not bytes, not a PSBT, an unknown chain, …). */
export class BitcoinInvalidInputError extends BitcoinWalletError {
  override name = 'BitcoinInvalidInputError'
  constructor(details: string) {
    super(-32602, `Invalid input: ${details}`, { details })
  }
}
