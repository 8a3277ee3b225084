import { AppKitError, type AppKitErrorSubclassOptions, RpcError } from '@appkit/common'

// What only Bitcoin can get wrong, one class each. The spec (§8) has no wording for these; the
// failures it does name (an invalid address, an insufficient balance, a transaction not found or
// not confirmed in time) are @appkit/common's classes.

export type BitcoinErrorCode =
  | 'FEE_ESTIMATES_UNAVAILABLE'
  | 'BROADCAST_REJECTED'
  | 'AMOUNT_BELOW_DUST'
  | 'UNSUPPORTED_ADDRESS_TYPE'

// The adapter's codes join the one union of error codes; `BITCOIN_ERROR_MESSAGES` words them.
declare module '@appkit/common' {
  interface AppKitErrorCodes extends Record<BitcoinErrorCode, true> {}
}

/**
 * The wallet lacks what the call needs (a Wallet Standard feature, a WalletConnect method): said
 * at once, with EIP-1193's 4200, rather than left waiting for an answer that cannot come.
 */
export class UnsupportedWalletMethodError extends RpcError {
  override name = 'UnsupportedWalletMethodError'
  constructor(options?: AppKitErrorSubclassOptions) {
    // RPC_ERROR_MESSAGES' wording for 4200, written out: the table stays off the page.
    super(4200, 'Unsupported method: the wallet does not support this method.', options)
  }
}

/** The chain's API gave no fee rate to build a transaction with. */
export class FeeEstimatesUnavailableError extends AppKitError<'FEE_ESTIMATES_UNAVAILABLE'> {
  override name = 'FeeEstimatesUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Fee estimates unavailable', { ...options, code: 'FEE_ESTIMATES_UNAVAILABLE' })
  }
}

/** The node refused the signed transaction; `reason` is its own words (`min relay fee not met, …`). */
export class BroadcastRejectedError extends AppKitError<'BROADCAST_REJECTED'> {
  override name = 'BroadcastRejectedError'
  readonly reason: string
  /** The node's RPC code (-25, -26, -27, …) when it gave one. */
  readonly nodeCode: number | undefined
  constructor(reason: string, nodeCode?: number, options?: AppKitErrorSubclassOptions) {
    super(`Transaction rejected: ${reason}`, { ...options, code: 'BROADCAST_REJECTED' })
    this.reason = reason
    this.nodeCode = nodeCode
  }
}

/** An output this small costs more to spend than it is worth: nodes do not relay it. */
export class AmountBelowDustError extends AppKitError<'AMOUNT_BELOW_DUST'> {
  override name = 'AmountBelowDustError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Amount below the dust limit', { ...options, code: 'AMOUNT_BELOW_DUST' })
  }
}

/** The sender's address is of a kind this adapter does not spend from (it spends P2WPKH and P2TR). */
export class UnsupportedAddressTypeError extends AppKitError<'UNSUPPORTED_ADDRESS_TYPE'> {
  override name = 'UnsupportedAddressTypeError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unsupported address type', { ...options, code: 'UNSUPPORTED_ADDRESS_TYPE' })
  }
}
