import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { switchConnection } from '../session/switch-connection.js'
import { pushView } from '../state/router.js'
import type { Connector } from '../types/connector.js'
import { closeModal } from './close-modal.js'
import { notifyError } from './notify.js'

/** Disconnect from the Account view: the modal closes either way; a failure is shown. */
export async function disconnectFromModal(core: AppKitCore): Promise<void> {
  try {
    await disconnectWallet(core)
  } catch (error) {
    notifyError(core, error)
  }
  closeModal(core)
}

/**
 * Switch to another held wallet from the modal. One no longer authorized logs in again in its own
 * connecting view, so the user sees the wallet's prompt or the QR code.
 */
export async function switchConnectionFromModal(core: AppKitCore, connector: Connector): Promise<void> {
  const namespace = core.chains.activeNamespace ?? connector.chain
  try {
    const result = await switchConnection(core, namespace, connector.id, { login: false })
    if (result === 'switched') closeModal(core)
    else {
      const view = connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
      pushView(core.router, view, { connector })
    }
  } catch (error) {
    if (error instanceof ModalClosedError) return
    notifyError(core, error, 'connectionRejected')
  }
}

/** Disconnect one of the held wallets from ProfileWallets; the modal stays on the list. */
export async function disconnectConnectionFromModal(core: AppKitCore, connector: Connector): Promise<void> {
  const namespace = core.chains.activeNamespace ?? connector.chain
  try {
    await disconnectWallet(core, namespace, connector.id)
  } catch (error) {
    notifyError(core, error)
  }
  if (core.chains.chains[namespace]?.account.status !== 'connected') closeModal(core)
}
