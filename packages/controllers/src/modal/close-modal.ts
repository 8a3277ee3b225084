import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { track } from '../core/track.js'
import { siwxAccount } from '../siwx/siwx-account.js'
import { shakeModal } from '../state/modal.js'
import { resetView } from '../state/router.js'
import { siwxKey } from '../state/siwx.js'
import { abortAttempts } from './attempts.js'
import { modalTimers } from './modal-timers.js'
import { isActiveConnected } from './open-modal.js'

/** Sign-in is required and this account has no session yet: the approve and sign views stay. */
function closeIsBlocked(core: AppKitCore): boolean {
  const { siwx } = core.options
  if (!siwx?.getRequired?.() || !SIGN_IN_VIEWS.has(core.router.view)) return false
  // Nothing connected (the wallet left, or the visitor cancelled): nothing to sign in.
  const account = siwxAccount(core)
  return account !== undefined && !core.siwx.signedIn[siwxKey(account.network.caipNetworkId, account.address)]
}

const SIGN_IN_VIEWS = new Set(['DataCapture', 'SIWXSignMessage', 'ApproveTransaction'])

/**
 * Closes the modal; a connection still waiting for the wallet fails with 'Modal closed'. Where
 * closing is not allowed (spec §4), the modal shakes instead.
 */
export function closeModal(core: AppKitCore): void {
  if (core.modal.open && closeIsBlocked(core)) {
    shakeModal(core.modal, modalTimers(core))
    return
  }
  abortAttempts(core, new ModalClosedError())
  const wasOpen = core.modal.open
  core.modal.open = false
  resetView(core.router, core.options.enableEmbedded && isActiveConnected(core) ? 'Account' : 'Connect')
  if (wasOpen) track(core, 'MODAL_CLOSE', { connected: isActiveConnected(core) })
}
