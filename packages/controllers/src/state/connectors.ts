import type { ChainNamespace } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
import { type Connector, servesNamespace } from '../types/connector.js'

interface ListedConnector extends Connector {
  /** Who listed it: a namespace's adapter, or a multi-namespace connector by its id. */
  source: string
}

export interface ConnectorsState {
  connectors: ListedConnector[]
}

export function createConnectorsState(): ConnectorsState {
  return proxy<ConnectorsState>({ connectors: [] })
}

/** Replaces the connectors one source lists (an adapter's namespace, or WalletConnect), keeping the others. */
export function setConnectors(
  state: ConnectorsState,
  source: string,
  connectors: readonly Connector[],
): void {
  const others = state.connectors.filter((c) => c.source !== source)
  state.connectors = [...others, ...connectors.map((c) => ref({ ...c, source }))]
}

/** The connector `id` of a namespace: identity is namespace and id, never the id alone. */
export function findConnector(
  state: ConnectorsState,
  namespace: ChainNamespace,
  id: string,
): Connector | undefined {
  return state.connectors.find((c) => c.id === id && servesNamespace(c, namespace))
}
