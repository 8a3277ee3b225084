import { type ChainNamespace, InvalidConnectionStatusError } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

/** One wallet's session in a namespace (spec §3). Several can be held at once. */
export interface Connection {
  connectorId: string
  accounts: string[]
  chainId: number | string
  walletInfo?: { name: string; icon?: string }
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

export const connectionsState = proxy<ConnectionsState>({ namespaces: {} })

function entry(namespace: ChainNamespace): NamespaceConnections {
  connectionsState.namespaces[namespace] ??= { connections: [] }
  return connectionsState.namespaces[namespace]
}

export function getConnections(namespace: ChainNamespace): readonly Connection[] {
  return connectionsState.namespaces[namespace]?.connections ?? []
}

export function getConnection(namespace: ChainNamespace, connectorId: string): Connection | undefined {
  return getConnections(namespace).find((c) => c.connectorId === connectorId)
}

/** Adds or refreshes a connection and moves it to the front (most recently used). */
export function upsertConnection(
  namespace: ChainNamespace,
  connection: Connection,
  { makeCurrent = true } = {},
) {
  const state = entry(namespace)
  state.connections = [
    connection,
    ...state.connections.filter((c) => c.connectorId !== connection.connectorId),
  ]
  if (makeCurrent) state.current = connection.connectorId
}

export function updateConnection(namespace: ChainNamespace, connectorId: string, patch: Partial<Connection>) {
  const connection = entry(namespace).connections.find((c) => c.connectorId === connectorId)
  if (connection) Object.assign(connection, patch)
}

/** Removes a connection; when it was current, the first remaining one becomes current (spec §4). */
export function removeConnection(namespace: ChainNamespace, connectorId: string): Connection | undefined {
  const state = entry(namespace)
  state.connections = state.connections.filter((c) => c.connectorId !== connectorId)
  if (state.current === connectorId) state.current = state.connections[0]?.connectorId
  return state.current ? state.connections[0] : undefined
}

export function setCurrentConnection(namespace: ChainNamespace, connectorId: string): void {
  const state = entry(namespace)
  const connection = state.connections.find((c) => c.connectorId === connectorId)
  if (!connection) return
  state.connections = [connection, ...state.connections.filter((c) => c !== connection)]
  state.current = connectorId
}

export function resetConnections(): void {
  connectionsState.namespaces = {}
}

export const CONNECTION_STATUSES = ['connected', 'active', 'disconnected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** 'active' for the current connection, 'connected' for another held one, else 'disconnected'. */
export function getConnectionStatus(namespace: ChainNamespace, connectorId: string): ConnectionStatus {
  const state = connectionsState.namespaces[namespace]
  if (state?.current === connectorId) return 'active'
  return getConnection(namespace, connectorId) ? 'connected' : 'disconnected'
}

/** Any value other than the three statuses is a programming error (spec §4). */
export function assertConnectionStatus(value: unknown): ConnectionStatus {
  if (CONNECTION_STATUSES.includes(value as ConnectionStatus)) return value as ConnectionStatus
  throw new InvalidConnectionStatusError({ details: `Received ${String(value)}` })
}
