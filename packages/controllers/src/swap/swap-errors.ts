import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

declare module '@appkit/common' {
  interface AppKitErrorCodes
    extends Record<
      'SWAPS_NOT_SUPPORTED' | 'GAS_PRICE_NOT_SUPPORTED' | 'INSUFFICIENT_LIQUIDITY' | 'SWAP_UNAVAILABLE',
      true
    > {}
}

/** Spec §8: the swap service has no pools on the account's network. */
export class SwapsNotSupportedError extends AppKitError<'SWAPS_NOT_SUPPORTED'> {
  override name = 'SwapsNotSupportedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Network not supported for Swaps', { ...options, code: 'SWAPS_NOT_SUPPORTED' })
  }
}

/** Spec §8: the swap service has no gas price for the account's network. */
export class GasPriceNotSupportedError extends AppKitError<'GAS_PRICE_NOT_SUPPORTED'> {
  override name = 'GasPriceNotSupportedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Network not supported for Gas Price', { ...options, code: 'GAS_PRICE_NOT_SUPPORTED' })
  }
}

/** Spec §8's toast: the pool cannot pay for the trade asked. */
export class InsufficientLiquidityError extends AppKitError<'INSUFFICIENT_LIQUIDITY'> {
  override name = 'InsufficientLiquidityError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Insufficient liquidity', { ...options, code: 'INSUFFICIENT_LIQUIDITY' })
  }
}

/** No swap service, no connected account, or a wallet that cannot send a contract call. */
export class SwapUnavailableError extends AppKitError<'SWAP_UNAVAILABLE'> {
  override name = 'SwapUnavailableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Swaps are not available for this account', { ...options, code: 'SWAP_UNAVAILABLE' })
  }
}
