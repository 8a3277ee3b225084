import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { replaceView } from '../state/router.js'
import { popView } from '../state/view-history.js'
import { abortAttempts } from './attempts.js'
import { closeModal } from './close-modal.js'
import { isActiveConnected } from './open-modal.js'

/** Back pops the history; a Connect entry while connected shows Account; no history closes. */
export function goBack(core: AppKitCore): void {
  abortAttempts(core, new ModalClosedError())
  const view = popView(core.router)
  if (!view) {
    closeModal(core)
    return
  }
  if (view === 'Connect' && isActiveConnected(core)) replaceView(core.router, 'Account')
}
