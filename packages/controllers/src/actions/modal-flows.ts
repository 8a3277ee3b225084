import { type CaipNetwork, isUserRejection, ModalClosedError, toAppKitError } from '@appkit/common'
import { chainsState, getChain } from '../state/chains.js'
import { modalState } from '../state/modal.js'
import { pushView, replaceView, resetView, routerState } from '../state/router.js'
import { showSnack } from '../state/snack.js'
import type { Connector } from '../types/connector.js'
import { connectWallet } from './connect-wallet.js'
import { disconnectWallet } from './disconnect-wallet.js'
import { closeModal, goBack } from './modal.js'
import { switchConnection } from './switch-connection.js'
import { switchNetwork } from './switch-network.js'

/**
 * What the modal does around a connection: shows the connecting view, closes on success, and on
 * failure says why and returns to Connect. Shared by every UI so they behave the same.
 */
export async function connectFromModal(connector: Connector): Promise<void> {
  try {
    await connectWallet(connector)
    // Connected on a network the dapp does not support: the modal stays, asking to switch.
    if (routerState.view !== 'UnsupportedChain') closeModal()
  } catch (error) {
    if (error instanceof ModalClosedError) return
    showSnack(isUserRejection(error) ? 'Connection rejected' : toAppKitError(error).shortMessage, 'error')
    if (modalState.open) resetView('Connect')
  }
}

/**
 * Switches from the Networks or UnsupportedChain view; a refusal keeps the view and says so. A
 * network of another namespace with no wallet connected there first asks, in SwitchActiveChain.
 */
export async function switchNetworkFromModal(network: CaipNetwork): Promise<void> {
  const target = getChain(network.chainNamespace)
  if (network.chainNamespace !== chainsState.activeNamespace && target?.account.status !== 'connected') {
    pushView('SwitchActiveChain', {
      switchToChain: network.chainNamespace,
      network,
      navigateTo: 'Connect',
      navigateWithReplace: true,
    })
    return
  }
  // Where the user asked from decides where to go: the wallet's chainChanged may move the view first.
  const from = routerState.view
  try {
    await switchNetwork(network)
    if (from === 'UnsupportedChain') {
      if (routerState.view !== 'Account') replaceView('Account')
    } else if (routerState.history.length > 1) goBack()
    else closeModal()
  } catch (error) {
    showSnack(isUserRejection(error) ? 'Switch declined' : toAppKitError(error).shortMessage, 'error')
  }
}

/** SwitchActiveChain's confirmation: the namespace becomes active, then its next view shows. */
export async function switchActiveChain(): Promise<void> {
  const { network, navigateTo = 'Connect', navigateWithReplace = true } = routerState.data ?? {}
  if (!network) return
  try {
    await switchNetwork(network)
    if (navigateWithReplace) replaceView(navigateTo)
    else pushView(navigateTo)
  } catch (error) {
    showSnack(toAppKitError(error).shortMessage, 'error')
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

/**
 * Switch to another held wallet from the modal. One no longer authorized logs in again in its own
 * connecting view, so the user sees the wallet's prompt or the QR code.
 */
export async function switchConnectionFromModal(connector: Connector): Promise<void> {
  try {
    const result = await switchConnection(connector.chain, connector.id, { login: false })
    if (result === 'switched') closeModal()
    else
      pushView(connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal', {
        connector,
      })
  } catch (error) {
    if (error instanceof ModalClosedError) return
    showSnack(isUserRejection(error) ? 'Connection rejected' : toAppKitError(error).shortMessage, 'error')
  }
}

/** Disconnect one of the held wallets from ProfileWallets; the modal stays on the list. */
export async function disconnectConnectionFromModal(connector: Connector): Promise<void> {
  try {
    await disconnectWallet(connector.chain, connector.id)
  } catch (error) {
    showSnack(toAppKitError(error).shortMessage, 'error')
  }
  if (getChain(connector.chain)?.account.status !== 'connected') closeModal()
}
