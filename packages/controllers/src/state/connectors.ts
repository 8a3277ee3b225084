import type { ChainNamespace } from '@appkit/common'
import { proxy, ref } from 'valtio/vanilla'
import type { Connector } from '../types/connector.js'

export interface ConnectorsState {
  connectors: Connector[]
}

export const connectorsState = proxy<ConnectorsState>({ connectors: [] })

/** Replaces the connectors of one namespace, keeping the others. */
export function setConnectors(namespace: ChainNamespace, connectors: Connector[]): void {
  const others = connectorsState.connectors.filter((c) => c.chain !== namespace)
  connectorsState.connectors = [...others, ...connectors.map((c) => ref({ ...c }))]
}

export function findConnector(namespace: ChainNamespace, id: string): Connector | undefined {
  return connectorsState.connectors.find((c) => c.chain === namespace && c.id === id)
}

export function resetConnectors(): void {
  connectorsState.connectors = []
}
