import type { SessionCore } from '../core/core.js'
import { connectionOf, getConnection, updateConnection, upsertConnection } from '../state/connections.js'
import { findConnector, setConnectors } from '../state/connectors.js'
import { setWalletConnectUri } from '../state/wallet-connect.js'
import type { MultiNamespaceEvents } from '../types/wallet-connect.js'
import { dropConnection } from './drop-connection.js'
import { rememberConnection } from './remembered-connections.js'
import { showCurrentConnection } from './show-current-connection.js'

/**
 * Turns what a wallet source reports into state. Every held connection is kept up to date; the
 * account state follows only the current one. Events of wallets not held are ignored, and an
 * event that changes nothing changes nothing. `source` names who lists the connectors.
 */
export function createSessionSink(core: SessionCore, source: string): MultiNamespaceEvents {
  return {
    connectorsChanged: (connectors) => {
      setConnectors(core.connectors, source, connectors)
    },
    connected({ namespace, connectorId }, account) {
      if (!core.chains.chains[namespace]) return
      const makeCurrent = !core.connections.namespaces[namespace]?.current
      upsertConnection(core.connections, namespace, connectionOf(connectorId, account), { makeCurrent })
      const connector = findConnector(core.connectors, namespace, connectorId)
      if (connector) rememberConnection(core, namespace, connector, { recent: false })
      showCurrentConnection(core, namespace)
      core.session.emit('connected', { namespace, connectorId })
    },
    accountsChanged({ namespace, connectorId }, accounts) {
      const held = getConnection(core.connections, namespace, connectorId)
      if (!held) return
      if (accounts.length === 0) return dropConnection(core, namespace, connectorId, { byWallet: true })
      if (held.accounts.join() === accounts.join()) return
      updateConnection(core.connections, namespace, connectorId, { accounts })
      showCurrentConnection(core, namespace)
    },
    chainChanged({ namespace, connectorId }, chainId) {
      const held = getConnection(core.connections, namespace, connectorId)
      if (!held || String(held.chainId) === String(chainId)) return
      updateConnection(core.connections, namespace, connectorId, { chainId })
      showCurrentConnection(core, namespace)
    },
    disconnected({ namespace, connectorId }) {
      dropConnection(core, namespace, connectorId, { byWallet: true })
    },
    pairingUri: (uri) => setWalletConnectUri(core.walletConnect, uri),
  }
}
