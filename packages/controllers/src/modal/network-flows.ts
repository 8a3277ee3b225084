import type { CaipNetwork } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { switchNetwork } from '../session/switch-network.js'
import { replaceView } from '../state/router.js'
import { popView, pushView } from '../state/view-history.js'
import { closeModal } from './close-modal.js'
import { goBack } from './go-back.js'
import { notifyError } from './notify.js'

/**
 * Switches from the Networks or UnsupportedChain view; a refusal keeps the view and says so. A
 * network of another namespace with no wallet connected there first asks, in SwitchActiveChain.
 */
export async function switchNetworkFromModal(core: AppKitCore, network: CaipNetwork): Promise<void> {
  const target = core.chains.chains[network.chainNamespace]
  if (network.chainNamespace !== core.chains.activeNamespace && target?.account.status !== 'connected') {
    pushView(core.router, 'SwitchActiveChain', {
      switchToChain: network.chainNamespace,
      network,
      navigateTo: 'Connect',
      navigateWithReplace: true,
    })
    return
  }
  // Where the user asked from decides where to go: the wallet's chainChanged may move the view first.
  const from = core.router.view
  // A wallet may take its time to answer (a prompt, a phone): SwitchNetwork says what it waits on.
  if (target?.account.status === 'connected') pushView(core.router, 'SwitchNetwork', { network })
  try {
    await switchNetwork(core, { network })
    leaveSwitchNetwork(core)
    // The new network needs a sign-in: the sign-in view stays up.
    if (core.router.view === 'SIWXSignMessage' || core.router.view === 'DataCapture') return
    if (from === 'UnsupportedChain') {
      if (core.router.view !== 'Account') replaceView(core.router, 'Account')
    } else if (core.router.history.length > 1) goBack(core)
    else closeModal(core)
  } catch (error) {
    leaveSwitchNetwork(core)
    notifyError(core, error, 'switchDeclined')
  }
}

/** Back to where the switch was asked from, unless something else has moved the modal meanwhile. */
function leaveSwitchNetwork(core: AppKitCore): void {
  if (core.router.view === 'SwitchNetwork') popView(core.router)
}

/** SwitchActiveChain's confirmation: the namespace becomes active, then its next view shows. */
export async function switchActiveChain(core: AppKitCore): Promise<void> {
  const { network, navigateTo = 'Connect', navigateWithReplace = true } = core.router.data ?? {}
  if (!network) return
  try {
    await switchNetwork(core, { network })
    if (navigateWithReplace) replaceView(core.router, navigateTo)
    else pushView(core.router, navigateTo)
  } catch (error) {
    notifyError(core, error)
  }
}
