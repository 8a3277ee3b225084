import type { CaipNetwork } from '@appkit/common'
import type { Chain } from 'viem'

/** A viem chain that is also a `CaipNetwork`, so it works with viem and wagmi as it is. */
export type EvmCaipNetwork<C extends Chain = Chain> = C &
  CaipNetwork & {
    chainNamespace: 'eip155'
    caipNetworkId: `eip155:${C['id']}`
  }

/**
 * Turns a viem chain into a `CaipNetwork` by adding the CAIP fields and keeping everything else
 * (contracts, formatters, fees), so the result is still a valid viem `Chain`.
 */
export function defineEvmNetwork<const C extends Chain>(chain: C): EvmCaipNetwork<C> {
  return { ...chain, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` } as EvmCaipNetwork<C>
}
