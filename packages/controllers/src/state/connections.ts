import type { ChainNamespace } from '@appkit/common'
import { proxy } from 'valtio/vanilla'
import type { AdapterAccount, SocialLogin } from '../types/adapter-events.js'

/** One wallet's session in a namespace (spec §3). Several can be held at once. */
export interface Connection {
  connectorId: string
  accounts: string[]
  chainId: number | string
  walletInfo?: { name: string; icon?: string }
  social?: SocialLogin
}

/** The connection a wallet's account makes: one place, so no field the wallet gives is dropped. */
export function connectionOf(connectorId: string, { address, ...account }: AdapterAccount): Connection {
  return { connectorId, ...account }
}

export interface NamespaceConnections {
  /** Most recently used first. */
  connections: Connection[]
  /** The connection the account state shows; undefined when none is held. */
  current?: string
}

export interface ConnectionsState {
  namespaces: Partial<Record<ChainNamespace, NamespaceConnections>>
}

export function createConnectionsState(): ConnectionsState {
  return proxy<ConnectionsState>({ namespaces: {} })
}

/** The namespace's connections, an empty list added when it has none yet. */
export function heldIn(state: ConnectionsState, namespace: ChainNamespace): NamespaceConnections {
  state.namespaces[namespace] ??= { connections: [] }
  return state.namespaces[namespace]
}

export function getConnections(state: ConnectionsState, namespace: ChainNamespace): readonly Connection[] {
  return state.namespaces[namespace]?.connections ?? []
}

export function getConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): Connection | undefined {
  return getConnections(state, namespace).find((c) => c.connectorId === connectorId)
}

export function getCurrentConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
): Connection | undefined {
  const current = state.namespaces[namespace]?.current
  return current ? getConnection(state, namespace, current) : undefined
}

/** Adds or refreshes a connection and moves it to the front (most recently used). */
export function upsertConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connection: Connection,
  { makeCurrent = true } = {},
) {
  const held = heldIn(state, namespace)
  held.connections = [connection, ...held.connections.filter((c) => c.connectorId !== connection.connectorId)]
  if (makeCurrent) held.current = connection.connectorId
}

export function updateConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
  patch: Partial<Connection>,
) {
  const connection = heldIn(state, namespace).connections.find((c) => c.connectorId === connectorId)
  if (connection) Object.assign(connection, patch)
}

/** Removes a connection; when it was current, the first remaining one becomes current (spec §4). */
export function removeConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const held = heldIn(state, namespace)
  held.connections = held.connections.filter((c) => c.connectorId !== connectorId)
  if (held.current === connectorId) held.current = held.connections[0]?.connectorId
}

/** Spec §4: a connection per chain is the active one, another held one, or not held. */
export type ConnectionStatus = 'connected' | 'active' | 'disconnected'

/** 'active' for the current connection, 'connected' for another held one, else 'disconnected'. */
export function getConnectionStatus(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionStatus {
  if (state.namespaces[namespace]?.current === connectorId) return 'active'
  return getConnection(state, namespace, connectorId) ? 'connected' : 'disconnected'
}
