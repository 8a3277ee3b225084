import { toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { registerAccountName } from '../names/register-account-name.js'
import { replaceView } from '../state/router.js'

/**
 * RegisterAccountName's button (spec §4): a registered name moves on to
 * RegisterAccountNameSuccess; a failure stays on (or returns to) RegisterAccountName and resolves
 * with the reason to show there, the name typed kept by the view.
 */
export async function registerNameFromModal(core: AppKitCore, label: string): Promise<string | undefined> {
  try {
    const accountName = await registerAccountName(core, { label })
    if (core.modal.open) replaceView(core.router, 'RegisterAccountNameSuccess', { accountName })
    return undefined
  } catch (error) {
    if (core.modal.open && core.router.view !== 'RegisterAccountName')
      replaceView(core.router, 'RegisterAccountName')
    return toAppKitError(error).message
  }
}
