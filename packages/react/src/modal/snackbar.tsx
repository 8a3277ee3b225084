import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { snackText } from '../message-text.js'

/**
 * Toasts. Two live regions stay mounted, one inside the dialog and one beside it, and the toast
 * goes into the one that can be seen: anything outside an open modal dialog is inert, and a
 * closed dialog shows nothing. A region that already exists when its text arrives is announced;
 * one mounted with its text already in it often is not.
 */
export function Snackbar({ active }: { active: boolean }) {
  const core = useAppKitCore()
  const { open, message, variant } = useProxy(core.snack)
  return (
    <div role="status" aria-live="polite">
      {active && open && (
        <div className="apk-snack" data-variant={variant} data-testid="snackbar">
          {variant === 'loading' && <span className="apk-spinner" aria-hidden="true" />}
          {snackText(message, core.internal.adapters)}
        </div>
      )}
    </div>
  )
}
