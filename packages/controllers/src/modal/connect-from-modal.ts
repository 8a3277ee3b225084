import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { type ConnectMethod, connectWallet } from '../session/connect-wallet.js'
import { resetView } from '../state/router.js'
import type { Connector } from '../types/connector.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { notifyError } from './notify.js'
import { withAttempt } from './with-attempt.js'

/**
 * What the modal does around a connection: the attempt lasts as long as the modal waits for it,
 * success closes the modal, and failure says why and returns to Connect.
 */
export async function connectFromModal(
  core: AppKitCore,
  connector: Connector,
  { method = 'browser' }: { method?: ConnectMethod } = {},
): Promise<void> {
  try {
    await withAttempt(core, (signal) => connectWallet(core, { connector, signal, method }))
    // Connected on a network the dapp does not support, or sign-in is due: the modal stays.
    closeModalAfterFlow(core)
  } catch (error) {
    if (error instanceof ModalClosedError) return
    notifyError(core, error, 'connectionRejected')
    if (core.modal.open) resetView(core.router, 'Connect')
  }
}
