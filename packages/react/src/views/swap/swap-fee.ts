import { formatUnits } from '@appkit/common'

/**
 * What a swap costs the gas of, about: a pool swap with a token transfer each way (~110 k gas on
 * the lab's pools), rounded up; the wallet sets the real limit when it sends.
 */
const SWAP_GAS = 150_000n

/** The network fee of a swap at `gasPrice` (wei), in ETH with at most 6 decimals. */
export function swapNetworkFee(gasPrice: bigint): string {
  const [whole, fraction = ''] = formatUnits(gasPrice * SWAP_GAS, 18).split('.')
  const kept = fraction.slice(0, 6).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole!
}
