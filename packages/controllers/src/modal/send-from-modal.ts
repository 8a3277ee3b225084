import { isUserRejection } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { sendTokens } from '../send/send-tokens.js'
import { replaceView } from '../state/router.js'
import { notify, notifyError } from './notify.js'

/**
 * The Send view's button: on success the modal goes back to Account with a toast (spec §4), which
 * says so when the transaction still waits for a block; a failure stays on Send and says why there,
 * once (a toast only when the form is no longer on screen); the user's own refusal is a toast.
 */
export async function sendFromModal(core: AppKitCore): Promise<void> {
  try {
    const { status } = await sendTokens(core)
    notify(core, { key: status === 'pending' ? 'transactionPending' : 'transactionSent' }, 'success')
    if (core.modal.open && core.router.view === 'Send') replaceView(core.router, 'Account')
  } catch (error) {
    const onForm = core.modal.open && core.router.view === 'Send' && core.send.errorCode !== undefined
    if (isUserRejection(error)) notifyError(core, error, 'transactionRejected')
    else if (!onForm) notifyError(core, error)
  }
}
