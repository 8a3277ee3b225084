import { FARCASTER_RESYNC_MS, ModalClosedError } from '@appkit/common'
import { connectFarcaster } from '../auth/connect-farcaster.js'
import { embeddedWalletOf } from '../auth/embedded-wallet-of.js'
import type { AppKitCore } from '../core/core.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { goBack } from './go-back.js'
import { notifyError } from './notify.js'
import { withAttempt } from './with-attempt.js'

/**
 * ConnectingFarcaster's flow, started as the view opens: the login shows its QR code and waits for
 * the approval; its end closes the modal. Leaving the view (Back, a closed modal) aborts the wait
 * and, spec §9, resyncs the secure site 100 ms later (it reloads, dropping the channel it polled).
 * A failure goes back with a toast: 'Failed to connect to farcaster'.
 */
export async function farcasterFromModal(core: AppKitCore): Promise<void> {
  try {
    await withAttempt(core, (signal) => connectFarcaster(core, { signal }))
    closeModalAfterFlow(core)
  } catch (error) {
    if (error instanceof ModalClosedError) {
      setTimeout(() => void resync(core), FARCASTER_RESYNC_MS)
      return
    }
    if (core.router.view === 'ConnectingFarcaster') goBack(core)
    notifyError(core, error)
  }
}

async function resync(core: AppKitCore): Promise<void> {
  await embeddedWalletOf(core)
    .reload()
    .catch((error: unknown) => console.warn('[appkit] the secure site did not resync after Farcaster', error))
}
