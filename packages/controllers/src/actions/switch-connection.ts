import { AppKitError, type ChainNamespace, INJECTED_WALLET_WAIT_MS } from '@appkit/common'
import { getChain } from '../state/chains.js'
import {
  getConnection,
  removeConnection,
  setCurrentConnection,
  updateConnection,
} from '../state/connections.js'
import { findConnector } from '../state/connectors.js'
import { showCurrentConnection } from './apply-account.js'
import { connectWallet } from './connect-wallet.js'
import { forgetConnection, touchConnection } from './remembered-connections.js'

/**
 * Makes another wallet the current one. A held connection the wallet still authorizes switches
 * without a prompt; one it no longer authorizes, or one not held, starts a fresh login (spec §4).
 * With `login: false` it stops short of the login and answers 'login' instead, for a UI that shows
 * the login in its own view.
 */
export async function switchConnection(
  namespace: ChainNamespace,
  connectorId: string,
  { login = true }: { login?: boolean } = {},
): Promise<'switched' | 'login'> {
  const chain = getChain(namespace)
  const connector = findConnector(namespace, connectorId)
  const held = getConnection(namespace, connectorId)
  if (held && chain?.adapter) {
    const account = await chain.adapter
      .reconnect({ connectorId, caipNetwork: chain.caipNetwork, waitMs: INJECTED_WALLET_WAIT_MS })
      .catch(() => undefined)
    if (account) {
      updateConnection(namespace, connectorId, { accounts: account.accounts, chainId: account.chainId })
      setCurrentConnection(namespace, connectorId)
      touchConnection(namespace, connectorId)
      showCurrentConnection(namespace)
      return 'switched'
    }
    removeConnection(namespace, connectorId)
    forgetConnection(namespace, connectorId)
    showCurrentConnection(namespace)
  }
  if (!connector) {
    throw new AppKitError('No connector found for connection', {
      code: 'NO_CONNECTOR_FOUND',
      details: connectorId,
    })
  }
  if (!login) return 'login'
  await connectWallet(connector)
  return 'switched'
}
