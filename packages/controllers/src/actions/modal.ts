import { type ChainNamespace, ModalClosedError } from '@appkit/common'
import { chainsState, getActiveChain } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import { modalState, shakeModal } from '../state/modal.js'
import { optionsState } from '../state/options.js'
import { popView, replaceView, resetView, routerState } from '../state/router.js'
import type { View } from '../types/views.js'
import { cancelPendingConnection } from './pending-connection.js'
import { activateNetwork } from './switch-network.js'

export interface OpenModalOptions {
  view?: View
  namespace?: ChainNamespace
}

function isConnected(): boolean {
  return getActiveChain()?.account.status === 'connected'
}

/** Opens the modal on the view the rules of spec §2 choose, in their order. */
export function openModal({ view, namespace }: OpenModalOptions = {}): void {
  const target = namespace ? chainsState.chains[namespace] : undefined
  if (target?.caipNetwork && namespace !== chainsState.activeNamespace)
    activateNetwork(target, target.caipNetwork)
  const hasAdapters = Object.values(chainsState.chains).some((chain) => chain?.adapter)
  if (!hasAdapters && !isConnected()) {
    resetView(optionsState.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  } else if (view) {
    resetView(view)
  } else {
    resetView(isConnected() ? 'Account' : 'Connect')
  }
  if (!modalState.open) emitEvent('MODAL_OPEN', { connected: isConnected() })
  modalState.open = true
}

/** Sign-in is required and this account has no session yet: the approve and sign views stay. */
function closeIsBlocked(): boolean {
  const { siwx } = optionsState
  if (!siwx?.required || !['SIWXSignMessage', 'ApproveTransaction'].includes(routerState.view)) return false
  const chain = getActiveChain()
  const { address } = chain?.account ?? {}
  const network = chain?.caipNetwork
  return !address || !network || !siwx.hasSession(network.caipNetworkId, address)
}

/**
 * Closes the modal; a connection still waiting for the wallet fails with 'Modal closed'. Where
 * closing is not allowed (spec §4), the modal shakes instead.
 */
export function closeModal(): void {
  if (modalState.open && closeIsBlocked()) {
    shakeModal()
    return
  }
  cancelPendingConnection(new ModalClosedError())
  const wasOpen = modalState.open
  modalState.open = false
  resetView(optionsState.enableEmbedded && isConnected() ? 'Account' : 'Connect')
  if (wasOpen) emitEvent('MODAL_CLOSE', { connected: isConnected() })
}

/** Back pops the history; a Connect entry while connected shows Account; no history closes. */
export function goBack(): void {
  cancelPendingConnection(new ModalClosedError())
  const view = popView()
  if (!view) {
    closeModal()
    return
  }
  if (view === 'Connect' && isConnected()) replaceView('Account')
}
