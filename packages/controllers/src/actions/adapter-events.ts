import type { ChainNamespace } from '@appkit/common'
import { connectionsState, getConnection, updateConnection } from '../state/connections.js'
import { setConnectors } from '../state/connectors.js'
import { setWalletConnectUri } from '../state/wallet-connect.js'
import type { AdapterEvents } from '../types/adapter.js'
import { showCurrentConnection } from './apply-account.js'
import { dropConnection } from './disconnect-wallet.js'

/**
 * Turns what a namespace's adapter reports into state. Every held connection is kept up to date;
 * the account state follows only the current one. Events of wallets not held are ignored.
 */
export function createAdapterEvents(namespace: ChainNamespace): AdapterEvents {
  const isCurrent = (connectorId: string) => connectionsState.namespaces[namespace]?.current === connectorId
  return {
    connectorsChanged: (connectors) => setConnectors(namespace, connectors),
    accountsChanged(connectorId, accounts) {
      if (!getConnection(namespace, connectorId)) return
      if (accounts.length === 0) return dropConnection(namespace, connectorId)
      updateConnection(namespace, connectorId, { accounts })
      if (isCurrent(connectorId)) showCurrentConnection(namespace)
    },
    chainChanged(connectorId, chainId) {
      if (!getConnection(namespace, connectorId)) return
      updateConnection(namespace, connectorId, { chainId })
      if (isCurrent(connectorId)) showCurrentConnection(namespace)
    },
    disconnected(connectorId) {
      if (getConnection(namespace, connectorId)) dropConnection(namespace, connectorId)
    },
    walletConnectUri: (uri) => setWalletConnectUri(uri),
  }
}
