import { hideAlert } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { alerts } from '../error-messages.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CloseIcon } from './icons.js'

/** An APKT alert of spec §8 at the top of the modal, until dismissed. */
export function AlertBanner() {
  const { alert } = useAppKitCore()
  const { open, code, variant } = useProxy(alert)
  if (!open || !code) return null
  return (
    <div className="apk-alert" role="alert" data-variant={variant} data-code={code} data-testid="alert">
      <span>{alerts[code]}</span>
      <button
        type="button"
        className="apk-icon-button"
        aria-label={messages.dismiss}
        onClick={() => hideAlert(alert)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
