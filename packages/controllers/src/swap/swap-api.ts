import type { CaipNetworkId } from '@appkit/common'

/** A token the swap service trades, by CAIP-10 id (the native coin as 0xeeee…eeee). */
export interface SwapToken {
  address: string
  symbol: string
  name: string
  decimals: number
  iconUrl?: string
}

/** What the pool gives for what, now. Amounts are raw integers. */
export interface SwapQuote {
  fromAmount: bigint
  toAmount: bigint
  /** Percent worse than the pool's price before the trade, the fee included. */
  priceImpact: number
}

/** A transaction the wallet sends as it is: to a plain address, with data and value. */
export interface SwapCall {
  to: string
  data: string
  value: bigint
}

/** The blockchain API's swap calls (spec §7's /v1/convert/…), in the core's terms. */
export interface SwapApi {
  getTokens(args: { caipNetworkId: CaipNetworkId }): Promise<SwapToken[]>
  /** `amount` sold, or (with `amountOut`) what buys that much; CAIP-10 ids. */
  getQuote(args: {
    from: string
    to: string
    userAddress: string
    amount?: bigint
    amountOut?: bigint
  }): Promise<SwapQuote>
  getGasPrice(args: { caipNetworkId: CaipNetworkId }): Promise<bigint>
  getAllowance(args: { tokenAddress: string; userAddress: string }): Promise<bigint>
  buildApprove(args: { from: string; to: string; userAddress: string; amount: bigint }): Promise<SwapCall>
  buildSwap(args: {
    from: string
    to: string
    userAddress: string
    amount: bigint
    slippage: number
  }): Promise<SwapCall>
}
