import { formatUnits } from 'viem'

/** A coin as a wallet shows amounts of it. */
export interface Coin {
  symbol: string
  decimals: number
}

/** The native coin of each namespace the lab's wallets use. */
export type Coins = Readonly<Record<'eip155' | 'solana' | 'bip122', Coin>>

/** An amount in the coin's own unit, with its symbol: "1.5 ETH", not wei. */
export function amount(value: bigint, coin: Coin): string {
  return `${formatUnits(value, coin.decimals)} ${coin.symbol}`
}
