import { type ChainNamespace, FailedToDisconnectError } from '@appkit/common'
import { chainsState, getChain, resetAccount } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import { modalState } from '../state/modal.js'
import { resetView, routerState } from '../state/router.js'
import { forgetConnection } from './remembered-connections.js'

/**
 * Disconnects a namespace (the active one by default). The local state is cleared even when the
 * wallet fails to answer: the user asked to leave, and must not stay half-connected.
 */
export async function disconnectWallet(namespace = chainsState.activeNamespace): Promise<void> {
  const chain = namespace ? getChain(namespace) : undefined
  const connectorId = chain?.account.connectorId
  if (!chain || !connectorId) return
  let failure: unknown
  try {
    await chain.adapter?.disconnect({ connectorId })
  } catch (error) {
    failure = error
  }
  clearConnection(chain.namespace)
  if (failure) {
    emitEvent('DISCONNECT_ERROR', { message: String(failure) })
    throw new FailedToDisconnectError({ cause: failure })
  }
  emitEvent('DISCONNECT_SUCCESS')
}

/** Also used when the wallet ends the session itself: an open Account view falls back to Connect. */
export function clearConnection(namespace: ChainNamespace): void {
  resetAccount(namespace)
  forgetConnection(namespace)
  if (modalState.open && routerState.view === 'Account') resetView('Connect')
}
