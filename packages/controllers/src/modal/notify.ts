import { isUserRejection, toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { type SnackKey, type SnackMessage, type SnackVariant, showSnack } from '../state/snack.js'
import { modalTimers } from './modal-timers.js'

/** Shows a toast of the instance. */
export function notify(core: AppKitCore, message: SnackMessage, variant: SnackVariant = 'info'): void {
  showSnack(core.snack, modalTimers(core), message, variant)
}

/** A failure as a toast: a user's refusal by its own key, anything else by its error code. */
export function notifyError(core: AppKitCore, error: unknown, rejectedKey?: SnackKey): void {
  const message: SnackMessage =
    rejectedKey && isUserRejection(error) ? { key: rejectedKey } : { errorCode: toAppKitError(error).code }
  notify(core, message, 'error')
}
