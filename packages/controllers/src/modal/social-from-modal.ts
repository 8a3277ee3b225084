import { ModalClosedError, type SocialProvider } from '@appkit/common'
import { connectSocial } from '../auth/connect-social.js'
import type { SocialBrowser } from '../auth/social-browser.js'
import type { AppKitCore } from '../core/core.js'
import { pushView } from '../state/view-history.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { goBack } from './go-back.js'
import { notifyError } from './notify.js'
import { withAttempt } from './with-attempt.js'

/**
 * A social button on Connect. Call it in the click's handler: the popup opens before anything is
 * awaited. ConnectingSocial shows while the popup is open (its Cancel is Back, which aborts and so
 * closes the popup); the login's end closes the modal; a failure goes back with a toast of why.
 */
export async function socialFromModal(
  core: AppKitCore,
  provider: SocialProvider,
  { browser }: { browser?: SocialBrowser } = {},
): Promise<void> {
  try {
    await withAttempt(core, (signal) => {
      const login = connectSocial(core, { provider, signal, browser })
      pushView(core.router, 'ConnectingSocial', { socialProvider: provider })
      return login
    })
    closeModalAfterFlow(core)
  } catch (error) {
    // Back or a closed modal: the visitor already left the wait.
    if (error instanceof ModalClosedError) return
    if (core.router.view === 'ConnectingSocial') goBack(core)
    notifyError(core, error)
  }
}
