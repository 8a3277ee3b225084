import type { ChainNamespace } from '@appkit/common'

export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/** A way to connect a wallet, as the UI lists it (spec §3). Providers stay in the adapter. */
export interface Connector {
  id: string
  name: string
  /** The namespace it connects; for a connector of several namespaces, the first of them. */
  chain: ChainNamespace
  /** Every namespace of a connector that stands for several (WalletConnect, the embedded wallet). */
  namespaces?: readonly ChainNamespace[]
  type: ConnectorType
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; icon?: string }
}

/** A connector in one namespace: the identity of a connection and of every wallet event. */
export interface ConnectorRef {
  namespace: ChainNamespace
  connectorId: string
}

/** `eip155:io.metamask`: the key of a connector in one namespace, for maps and storage. */
export function connectorKey(namespace: ChainNamespace, connectorId: string): string {
  return `${namespace}:${connectorId}`
}

/** The namespaces a connector serves. */
export function connectorNamespaces(connector: Connector): readonly ChainNamespace[] {
  return connector.namespaces ?? [connector.chain]
}

export function servesNamespace(connector: Connector, namespace: ChainNamespace): boolean {
  return connectorNamespaces(connector).includes(namespace)
}
