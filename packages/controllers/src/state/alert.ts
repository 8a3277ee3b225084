import type { AlertCode } from '@appkit/common'
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
 * Shows an alert of the APKT catalogue (spec §8); APKTW codes are warnings. What it means is
 * logged for the developer once the catalogue's texts have loaded: they stay out of the first paint.
 */
export function showAlert(state: AlertState, code: AlertCode): Promise<void> {
  Object.assign(state, { open: true, code, variant: code.startsWith('APKTW') ? 'warning' : 'error' })
  return import('./alert-log.js').then((chunk) => chunk.logAlert(code))
}

export function hideAlert(state: AlertState): void {
  state.open = false
  state.code = undefined
}
