import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import type { Transport } from '@wagmi/core'
import { type Chain, http } from 'viem'

/**
 * The dapp's EVM networks as viem chains, for wagmi's `chains`. A CaipNetwork is a viem Chain with
 * CAIP fields, so nothing is lost; networks of other namespaces are not wagmi's business.
 */
export function toWagmiChains(networks: readonly CaipNetwork[]): [Chain, ...Chain[]] {
  const chains = networks
    .filter((network) => network.chainNamespace === 'eip155' && typeof network.id === 'number')
    .map(
      (network): Chain => ({
        id: network.id as number,
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: network.rpcUrls,
        ...(network.blockExplorers && { blockExplorers: network.blockExplorers }),
        ...(network.testnet !== undefined && { testnet: network.testnet }),
        ...(network.blockTime !== undefined && { blockTime: network.blockTime }),
      }),
    )
  const [first, ...rest] = chains
  if (!first) throw new ChainNotConfiguredError({ details: 'createWagmiAdapter needs an EVM network' })
  return [first, ...rest]
}

/**
 * A transport per chain: the dapp's own where it gave one, else the network's first RPC URL. Never
 * a default public node: reads go where the dapp configured (DESIGN: private and quiet).
 */
export function defaultTransports(
  chains: readonly Chain[],
  given: Record<number, Transport> = {},
): Record<number, Transport> {
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = given[chain.id] ?? http(chain.rpcUrls.default.http[0])
  return transports
}
