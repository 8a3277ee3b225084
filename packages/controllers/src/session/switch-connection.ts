import {
  type AdapterNotFoundError,
  type ChainNamespace,
  INJECTED_WALLET_WAIT_MS,
  NoConnectorFoundError,
} from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { getConnection, removeConnection, updateConnection } from '../state/connections.js'
import { findConnector } from '../state/connectors.js'
import { setCurrentConnection } from '../state/set-current-connection.js'
import { type ConnectWalletErrorType, connectWallet } from './connect-wallet.js'
import { sourceOf } from './connection-source.js'
import { forgetConnection, touchConnection } from './remembered-connections.js'
import { showCurrentConnection } from './show-current-connection.js'

export interface SwitchConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
  /** False: stop short of a fresh login and answer 'login' (for a UI that shows it in its own view). */
  login?: boolean
}
export type SwitchConnectionReturnType = 'switched' | 'login'
/** A connector gone from the page, no adapter, or connecting it again failed. */
export type SwitchConnectionErrorType = NoConnectorFoundError | AdapterNotFoundError | ConnectWalletErrorType

/**
 * Makes another wallet the current one. A held connection the wallet still authorizes switches
 * without a prompt; one it no longer authorizes, or one not held, starts a fresh login (spec §4).
 * With `login: false` it stops short of the login and answers 'login' instead, for a UI that shows
 * the login in its own view.
 */
export async function switchConnection(
  core: SessionCore,
  { namespace, connectorId, login = true }: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const connector = findConnector(core.connectors, namespace, connectorId)
  if (getConnection(core.connections, namespace, connectorId)) {
    const resumed = await sourceOf(core, namespace, connectorId)
      .reconnect({ caipNetwork: core.chains.chains[namespace]?.caipNetwork, waitMs: INJECTED_WALLET_WAIT_MS })
      .catch(() => undefined)
    const account = resumed?.[namespace]
    if (account) {
      updateConnection(core.connections, namespace, connectorId, {
        accounts: account.accounts,
        chainId: account.chainId,
      })
      setCurrentConnection(core.connections, namespace, connectorId)
      touchConnection(core, namespace, connectorId)
      showCurrentConnection(core, namespace)
      return 'switched'
    }
    removeConnection(core.connections, namespace, connectorId)
    forgetConnection(core, namespace, connectorId)
    showCurrentConnection(core, namespace)
  }
  if (!connector) throw new NoConnectorFoundError({ details: connectorId })
  if (!login) return 'login'
  await connectWallet(core, { connector, namespace })
  return 'switched'
}
