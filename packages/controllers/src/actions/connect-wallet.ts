import {
  AdapterNotFoundError,
  type ChainNamespace,
  ConnectorAlreadyConnectedError,
  ConnectorUnavailableReconnectingError,
  ModalClosedError,
  toAppKitError,
} from '@appkit/common'
import { getChain, setAccount } from '../state/chains.js'
import { connectionsState, upsertConnection } from '../state/connections.js'
import { emitEvent } from '../state/events.js'
import type { Connector } from '../types/connector.js'
import { showCurrentConnection } from './apply-account.js'
import { inflight } from './connect-attempts.js'
import { trackPendingConnection } from './pending-connection.js'
import { isReconnecting } from './reconnect.js'
import { rememberConnection } from './remembered-connections.js'

/**
 * Connects a wallet (spec §4): connecting, then connected, and it becomes the current connection
 * beside any others held. On failure the namespace goes back to its current connection, or to
 * disconnected. Connecting the connector already current is refused.
 */
export function connectWallet(connector: Connector): Promise<void> {
  // A second call for the same wallet while the first waits (a double click, React's strict mode)
  // joins it instead of prompting the wallet twice.
  const key = `${connector.chain}:${connector.id}`
  const existing = inflight.get(key)
  if (existing) return existing
  const attempt = connect(connector).finally(() => inflight.delete(key))
  inflight.set(key, attempt)
  return attempt
}

async function connect(connector: Connector): Promise<void> {
  const namespace: ChainNamespace = connector.chain
  const chain = getChain(namespace)
  if (!chain?.adapter) throw new AdapterNotFoundError()
  if (connectionsState.namespaces[namespace]?.current === connector.id) {
    throw new ConnectorAlreadyConnectedError()
  }
  if (isReconnecting(namespace, connector.id)) throw new ConnectorUnavailableReconnectingError()
  setAccount(namespace, { status: 'connecting' })
  emitEvent('SELECT_WALLET', { name: connector.name, platform: 'browser' })
  try {
    const account = await trackPendingConnection(
      chain.adapter.connect({ connectorId: connector.id, caipNetwork: chain.caipNetwork }),
    )
    upsertConnection(namespace, {
      connectorId: connector.id,
      accounts: account.accounts,
      chainId: account.chainId,
      walletInfo: account.walletInfo,
    })
    rememberConnection(namespace, connector)
    showCurrentConnection(namespace)
    emitEvent('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
  } catch (error) {
    // A pairing the user walked away from must stop: no renewal, no late session.
    if (error instanceof ModalClosedError && connector.type === 'WALLET_CONNECT') {
      void chain.adapter.disconnect({ connectorId: connector.id }).catch(() => undefined)
    }
    showCurrentConnection(namespace)
    const appKitError = toAppKitError(error)
    emitEvent('CONNECT_ERROR', { message: appKitError.message })
    throw appKitError
  }
}
