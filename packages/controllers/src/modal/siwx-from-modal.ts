import type { AppKitCore } from '../core/core.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { lastSignedIn } from '../siwx/last-signed-in.js'
import { signInWithX } from '../siwx/sign-in-with-x.js'
import { siwxAccount } from '../siwx/siwx-account.js'
import { siwxKey } from '../state/siwx.js'
import { showSnack } from '../state/snack.js'
import { closeModal } from './close-modal.js'
import { modalTimers } from './modal-timers.js'
import { notifyError } from './notify.js'

/** SIWXSignMessage's Sign: signed in, the modal closes; a failure says so and the view stays. */
export async function signInFromModal(core: AppKitCore): Promise<void> {
  const account = siwxAccount(core)
  try {
    await signInWithX(core)
    if (account) lastSignedIn(core).network = account.network
    closeModal(core)
  } catch (error) {
    console.warn('[appkit] sign-in failed', error)
    showSnack(core.snack, modalTimers(core), { key: 'errorSigningMessage' }, 'error')
  }
}

/**
 * SIWXSignMessage's Cancel (spec §4). Sign-in not required: the modal just closes. Required: back
 * to the network the account was last signed in on, if it still holds that session; else the
 * wallet is disconnected, since it may not stay connected without signing in.
 */
export async function cancelSignInFromModal(core: AppKitCore): Promise<void> {
  if (!core.options.siwx?.getRequired?.()) {
    closeModal(core)
    return
  }
  const account = siwxAccount(core)
  const previous = lastSignedIn(core).network
  const canReturn =
    account &&
    previous &&
    previous.chainNamespace === account.namespace &&
    previous.caipNetworkId !== account.network.caipNetworkId &&
    core.siwx.signedIn[siwxKey(previous.caipNetworkId, account.address)]
  if (canReturn) {
    try {
      await switchNetwork(core, { network: previous })
      closeModal(core)
      return
    } catch (error) {
      console.warn('[appkit] could not return to the signed-in network', error)
    }
  }
  try {
    await disconnectWallet(core)
  } catch (error) {
    notifyError(core, error)
  }
  closeModal(core)
}
