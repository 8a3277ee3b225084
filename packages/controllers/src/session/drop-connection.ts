import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { getConnection, removeConnection } from '../state/connections.js'
import { forgetConnection } from './remembered-connections.js'
import { showCurrentConnection } from './show-current-connection.js'

/**
 * Ends one connection in the state: forgotten for the next load, the next held connection
 * becomes current (spec §4). `byWallet` when the wallet ended it rather than the dapp.
 */
export function dropConnection(
  core: SessionCore,
  namespace: ChainNamespace,
  connectorId: string,
  { byWallet }: { byWallet: boolean },
): void {
  if (!getConnection(core.connections, namespace, connectorId)) return
  removeConnection(core.connections, namespace, connectorId)
  forgetConnection(core, namespace, connectorId)
  showCurrentConnection(core, namespace)
  core.session.emit('disconnected', { namespace, connectorId, byWallet })
}

/** The namespaces where `connectorId` holds a connection (several for WalletConnect). */
export function namespacesHolding(core: SessionCore, connectorId: string): ChainNamespace[] {
  return (Object.keys(core.connections.namespaces) as ChainNamespace[]).filter((namespace) =>
    getConnection(core.connections, namespace, connectorId),
  )
}
