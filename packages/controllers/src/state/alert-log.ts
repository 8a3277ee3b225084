import { ALERTS, type AlertCode } from '@appkit/common'

/** Tells the developer what an alert means; its own module, loaded with the first alert. */
export function logAlert(code: AlertCode): void {
  const alert = ALERTS[code]
  const log = code.startsWith('APKTW') ? console.warn : console.error
  log(`[appkit] ${code} ${alert.displayMessage}: ${alert.debugMessage}`)
}
