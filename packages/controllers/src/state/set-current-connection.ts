import type { ChainNamespace } from '@appkit/common'
import { type ConnectionsState, heldIn } from './connections.js'

/** Makes a held connection the current one and the most recently used. */
export function setCurrentConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const held = heldIn(state, namespace)
  const connection = held.connections.find((c) => c.connectorId === connectorId)
  if (!connection) return
  held.connections = [connection, ...held.connections.filter((c) => c !== connection)]
  held.current = connectorId
}
