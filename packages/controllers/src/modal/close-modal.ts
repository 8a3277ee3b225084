import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { track } from '../core/track.js'
import { getActiveChain } from '../state/chains.js'
import { shakeModal } from '../state/modal.js'
import { resetView } from '../state/router.js'
import { abortAttempts } from './attempts.js'
import { isActiveConnected } from './open-modal.js'

/** Sign-in is required and this account has no session yet: the approve and sign views stay. */
function closeIsBlocked(core: AppKitCore): boolean {
  const { siwx } = core.options
  if (!siwx?.required || !['SIWXSignMessage', 'ApproveTransaction'].includes(core.router.view)) return false
  const chain = getActiveChain(core.chains)
  const { address } = chain?.account ?? {}
  const network = chain?.caipNetwork
  return !address || !network || !siwx.hasSession(network.caipNetworkId, address)
}

/**
 * Closes the modal; a connection still waiting for the wallet fails with 'Modal closed'. Where
 * closing is not allowed (spec §4), the modal shakes instead.
 */
export function closeModal(core: AppKitCore): void {
  if (core.modal.open && closeIsBlocked(core)) {
    shakeModal(core.modal, core.internal.timers)
    return
  }
  abortAttempts(core, new ModalClosedError())
  const wasOpen = core.modal.open
  core.modal.open = false
  resetView(core.router, core.options.enableEmbedded && isActiveConnected(core) ? 'Account' : 'Connect')
  if (wasOpen) track(core, 'MODAL_CLOSE', { connected: isActiveConnected(core) })
}
