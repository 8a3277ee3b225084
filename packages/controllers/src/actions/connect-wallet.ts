import {
  AdapterNotFoundError,
  type ChainNamespace,
  ConnectorAlreadyConnectedError,
  toAppKitError,
} from '@appkit/common'
import { getChain, resetAccount, setAccount } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import type { Connector } from '../types/connector.js'
import { applyConnectedAccount } from './apply-account.js'
import { trackPendingConnection } from './pending-connection.js'
import { rememberConnection } from './remembered-connections.js'

/**
 * Connects a wallet (spec §4): connecting, then connected. On failure the namespace goes back to
 * the connection it had, or to disconnected.
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

const inflight = new Map<string, Promise<void>>()

async function connect(connector: Connector): Promise<void> {
  const namespace: ChainNamespace = connector.chain
  const chain = getChain(namespace)
  if (!chain?.adapter) throw new AdapterNotFoundError()
  const previous = { ...chain.account }
  if (previous.status === 'connected' && previous.connectorId === connector.id) {
    throw new ConnectorAlreadyConnectedError()
  }
  setAccount(namespace, { status: 'connecting' })
  emitEvent('SELECT_WALLET', { name: connector.name, platform: 'browser' })
  try {
    const account = await trackPendingConnection(
      chain.adapter.connect({ connectorId: connector.id, caipNetwork: chain.caipNetwork }),
    )
    applyConnectedAccount(namespace, connector.id, account)
    rememberConnection(namespace, connector)
    emitEvent('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
  } catch (error) {
    if (previous.status === 'connected') setAccount(namespace, previous)
    else resetAccount(namespace)
    const appKitError = toAppKitError(error)
    emitEvent('CONNECT_ERROR', { message: appKitError.message })
    throw appKitError
  }
}
