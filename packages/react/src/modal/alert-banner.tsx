import { alertState, hideAlert } from '@appkit/controllers'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CloseIcon } from './icons.js'

/** An APKT alert of spec §8 at the top of the modal, until dismissed. */
export function AlertBanner() {
  const { open, code, message, variant } = useProxy(alertState)
  if (!open) return null
  return (
    <div className="apk-alert" role="alert" data-variant={variant} data-code={code} data-testid="alert">
      <span>{message}</span>
      <button type="button" className="apk-icon-button" aria-label={messages.dismiss} onClick={hideAlert}>
        <CloseIcon />
      </button>
    </div>
  )
}
