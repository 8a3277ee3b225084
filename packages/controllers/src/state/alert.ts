import { ALERTS, type AlertCode } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

/** An APKT alert of spec §8; the UI shows the catalogue's text for its code. */
export interface AlertState {
  open: boolean
  code?: AlertCode
  variant: 'error' | 'warning'
}

export function createAlertState(): AlertState {
  return proxy<AlertState>({ open: false, variant: 'error' })
}

/**
 * Shows an alert of the APKT catalogue (spec §8) and logs its debug message for the developer.
 * APKTW codes are warnings.
 */
export function showAlert(state: AlertState, code: AlertCode): void {
  const alert = ALERTS[code]
  const variant = code.startsWith('APKTW') ? 'warning' : 'error'
  Object.assign(state, { open: true, code, variant })
  const log = variant === 'warning' ? console.warn : console.error
  log(`[appkit] ${code} ${alert.displayMessage}: ${alert.debugMessage}`)
}

export function hideAlert(state: AlertState): void {
  state.open = false
  state.code = undefined
}
