import { isUserRejection, toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { showAlert } from '../state/alert.js'
import { type SnackKey, type SnackMessage, type SnackVariant, showSnack } from '../state/snack.js'
import { alertCodeIn } from './alert-code-in.js'
import { modalTimers } from './modal-timers.js'

/** Shows a toast of the instance. */
export function notify(core: AppKitCore, message: SnackMessage, variant: SnackVariant = 'info'): void {
  showSnack(core.snack, modalTimers(core), message, variant)
}

/**
 * A failure as a toast: a user's refusal by its own key, the secure site's refusal in its own
 * words, anything else by its error code. A failure that raises a spec §8 alert (the wallet's
 * request timed out: APKT004) shows it above the view as well.
 */
export function notifyError(core: AppKitCore, error: unknown, rejectedKey?: SnackKey): void {
  notify(core, failureMessage(error, rejectedKey), 'error')
  const code = alertCodeIn(error)
  if (code) void showAlert(core.alert, code)
}

function failureMessage(error: unknown, rejectedKey?: SnackKey): SnackMessage {
  if (rejectedKey && isUserRejection(error)) return { key: rejectedKey }
  const failure = toAppKitError(error)
  return failure.code === 'FRAME_REQUEST_FAILED'
    ? { frameMessage: failure.message }
    : { errorCode: failure.code }
}
