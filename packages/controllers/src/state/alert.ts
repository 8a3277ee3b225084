import { ALERTS, type AlertCode } from '@appkit/common'
import { proxy } from 'valtio/vanilla'

export interface AlertState {
  open: boolean
  code?: AlertCode
  message: string
  variant: 'error' | 'warning'
}

export const alertState = proxy<AlertState>({ open: false, message: '', variant: 'error' })

/**
 * Shows an alert of the APKT catalogue (spec §8): the display message to the user, the debug
 * message to the developer's console. APKTW codes are warnings.
 */
export function showAlert(code: AlertCode): void {
  const alert = ALERTS[code]
  const variant = code.startsWith('APKTW') ? 'warning' : 'error'
  Object.assign(alertState, { open: true, code, message: alert.displayMessage, variant })
  const log = variant === 'warning' ? console.warn : console.error
  log(`[appkit] ${code} ${alert.displayMessage}: ${alert.debugMessage}`)
}

export function hideAlert(): void {
  alertState.open = false
  alertState.code = undefined
}
