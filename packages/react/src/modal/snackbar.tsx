import { snackState } from '@appkit/controllers'
import { useProxy } from '../hooks/use-proxy.js'

/**
 * Toasts. A live region that always exists, so screen readers announce each message as it appears.
 * It lives inside the dialog: anything outside a modal dialog is inert and drawn beneath it.
 */
export function Snackbar() {
  const { open, message, variant } = useProxy(snackState)
  return (
    <div role="status" aria-live="polite">
      {open && (
        <div className="apk-snack" data-variant={variant} data-testid="snackbar">
          {variant === 'loading' && <span className="apk-spinner" aria-hidden="true" />}
          {message}
        </div>
      )}
    </div>
  )
}
