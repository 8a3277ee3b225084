import { type ChainNamespace, FailedToDisconnectError } from '@appkit/common'
import { chainsState, getChain } from '../state/chains.js'
import { connectionsState, removeConnection } from '../state/connections.js'
import { emitEvent } from '../state/events.js'
import { modalState } from '../state/modal.js'
import { resetView, routerState } from '../state/router.js'
import { showCurrentConnection } from './apply-account.js'
import { forgetConnection } from './remembered-connections.js'

/**
 * Disconnects one connection (the namespace's current one by default; the active namespace by
 * default). The next held connection becomes current (spec §4). Local state is cleared even when
 * the wallet fails to answer: the user asked to leave and must not stay half-connected.
 */
export async function disconnectWallet(
  namespace = chainsState.activeNamespace,
  connectorId = namespace ? connectionsState.namespaces[namespace]?.current : undefined,
): Promise<void> {
  const chain = namespace ? getChain(namespace) : undefined
  if (!chain || !connectorId) return
  let failure: unknown
  try {
    await chain.adapter?.disconnect({ connectorId })
  } catch (error) {
    failure = error
  }
  dropConnection(chain.namespace, connectorId)
  if (failure) {
    emitEvent('DISCONNECT_ERROR', { message: String(failure) })
    throw new FailedToDisconnectError({ cause: failure })
  }
  emitEvent('DISCONNECT_SUCCESS')
}

/** Also used when the wallet ends the session itself; a view with nothing left to show goes to Connect. */
export function dropConnection(namespace: ChainNamespace, connectorId: string): void {
  removeConnection(namespace, connectorId)
  forgetConnection(namespace, connectorId)
  showCurrentConnection(namespace)
  const stillConnected = getChain(namespace)?.account.status === 'connected'
  // An Account view with nothing left to show falls back to Connect.
  const showsAccount = routerState.view === 'Account' || routerState.view === 'UnsupportedChain'
  if (!stillConnected && modalState.open && showsAccount) resetView('Connect')
}
