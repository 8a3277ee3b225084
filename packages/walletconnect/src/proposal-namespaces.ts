import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { WalletConnectNamespace } from '@appkit/controllers'
import { namespacePart } from './default-namespaces.js'

// Apart from default-namespaces.ts: the adapters make their parts on the first paint, only the
// client (loaded on the first pairing) makes proposals, and what one module holds lands in one chunk.

/**
 * The proposal's optional namespaces: each namespace of the dapp's networks, with its adapter's part
 * when it gave one, else the default.
 */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
  parts: Partial<Record<ChainNamespace, WalletConnectNamespace>>,
): Record<string, WalletConnectNamespace> {
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, parts[namespace] ?? namespacePart(namespace, networks)]),
  )
}

/** Every CAIP-2 chain the dapp asks for: a stored session made for other chains is dropped (spec §4). */
export function requestedChains(networks: readonly CaipNetwork[]): string[] {
  return [...new Set(networks.map((network) => network.caipNetworkId))]
}
