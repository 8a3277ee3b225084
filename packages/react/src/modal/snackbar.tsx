import { snackState } from '@appkit/controllers'
import { useProxy } from '../hooks/use-proxy.js'

/**
 * Toasts, in a live region so screen readers announce each message as it appears. While the
 * dialog is open it renders inside it (anything outside a modal dialog is inert and drawn beneath
 * it); while closed, beside it.
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
