import type { ChainNamespace } from '@appkit/common'
import { type Connector, type ConnectorRef, connectorNamespaces } from '@appkit/controllers'

/** One wallet brand as a row: its connectors in every namespace it serves. */
export interface ConnectorGroup {
  key: string
  name: string
  imageUrl?: string
  connectors: Connector[]
  namespaces: ChainNamespace[]
  recent: boolean
}

/**
 * A connector shown as a wallet row: WalletConnect has its own QR row and the embedded wallet its
 * email field, so neither is listed among the wallets.
 */
export const isWalletRow = (c: Connector) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH'

const brandOf = (c: Connector) => c.info?.rdns ?? c.explorerId ?? c.name.trim().toLowerCase()

/**
 * Installed wallets as the user thinks of them: a wallet that announces itself in EVM and Solana
 * (same rdns, else same name) is one row with its namespaces. Recent wallets come first, most
 * recent first; the rest keep the order they were discovered in.
 */
export function groupConnectors(
  connectors: readonly Connector[],
  recent: readonly ConnectorRef[],
): ConnectorGroup[] {
  const groups = new Map<string, ConnectorGroup>()
  for (const connector of connectors) {
    const key = brandOf(connector)
    const group = groups.get(key) ?? {
      key,
      name: connector.name,
      imageUrl: connector.imageUrl,
      connectors: [],
      namespaces: [],
      recent: false,
    }
    group.connectors.push(connector)
    for (const namespace of connectorNamespaces(connector)) {
      if (!group.namespaces.includes(namespace)) group.namespaces.push(namespace)
    }
    groups.set(key, group)
  }
  const rank = (group: ConnectorGroup) => {
    const index = recent.findIndex((r) =>
      group.connectors.some((c) => c.id === r.connectorId && connectorNamespaces(c).includes(r.namespace)),
    )
    return index === -1 ? recent.length : index
  }
  return [...groups.values()]
    .map((group) => ({ ...group, recent: rank(group) < recent.length }))
    .sort((a, b) => rank(a) - rank(b))
}

/** The connector of a group to connect: the one of the active namespace when it has one. */
export function connectorFor(group: ConnectorGroup, active: ChainNamespace | undefined): Connector {
  return (
    group.connectors.find((c) => active && connectorNamespaces(c).includes(active)) ?? group.connectors[0]!
  )
}
