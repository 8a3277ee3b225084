import { type CaipNetwork, isUserRejection, ModalClosedError, toAppKitError } from '@appkit/common'
import { modalState } from '../state/modal.js'
import { replaceView, resetView, routerState } from '../state/router.js'
import { showSnack } from '../state/snack.js'
import type { Connector } from '../types/connector.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { closeModal, goBack } from './modal.js'
import { switchNetwork } from './switch-network.js'

/**
 * What the modal does around a connection: shows the connecting view, closes on success, and on
 * failure says why and returns to Connect. Shared by every UI so they behave the same.
 */
export async function connectFromModal(connector: Connector): Promise<void> {
  try {
    await connectWallet(connector)
    closeModal()
  } catch (error) {
    if (error instanceof ModalClosedError) return
    showSnack(isUserRejection(error) ? 'Connection rejected' : toAppKitError(error).shortMessage, 'error')
    if (modalState.open) resetView('Connect')
  }
}

/** Switches from the Networks or UnsupportedChain view; a refusal keeps the view and says so. */
export async function switchNetworkFromModal(network: CaipNetwork): Promise<void> {
  try {
    await switchNetwork(network)
    if (routerState.view === 'UnsupportedChain') replaceView('Account')
    else if (routerState.history.length > 1) goBack()
    else closeModal()
  } catch (error) {
    showSnack(isUserRejection(error) ? 'Switch declined' : toAppKitError(error).shortMessage, 'error')
  }
}

/** Disconnect from the Account view: the modal closes either way; a failure is shown. */
export async function disconnectFromModal(): Promise<void> {
  try {
    await disconnectWallet()
  } catch (error) {
    showSnack(toAppKitError(error).shortMessage, 'error')
  }
  closeModal()
}
