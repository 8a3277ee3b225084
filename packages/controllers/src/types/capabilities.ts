import type { CaipNetwork } from '@appkit/common'
import type { TokenAmount } from './account.js'

/*
 * What an adapter may offer beyond connecting. Feature code checks for a capability before it
 * uses it, so an adapter without it (or a dapp without adapters) simply lacks the feature.
 */

/** Native balance of an address on one of the adapter's networks. */
export interface BalanceCapability {
  getNativeBalance(args: { address: string; caipNetwork: CaipNetwork }): Promise<TokenAmount>
}

export interface AdapterCapabilities {
  balances?: BalanceCapability
}
