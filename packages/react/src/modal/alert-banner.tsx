import { hideAlert, retryWalletLists } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { alerts } from '../error-messages.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CloseIcon } from './icons.js'

/**
 * An APKT alert of spec §8 at the top of the modal, until dismissed or its cause is gone. The wallet
 * list's failure (APKT003) offers to ask again: the visitor need not close the modal to retry.
 */
export function AlertBanner() {
  const core = useAppKitCore()
  const { alert } = core
  const { open, code, variant } = useProxy(alert)
  if (!open || !code) return null
  return (
    <div className="apk-alert" data-variant={variant} data-code={code} data-testid="alert">
      <span role="alert" data-code={code}>
        {alerts[code]}
      </span>
      {code === 'APKT003' && (
        <button
          type="button"
          className="apk-button secondary apk-alert-action"
          data-testid="alert-retry"
          onClick={() => void retryWalletLists(core)}
        >
          {messages.tryAgain}
        </button>
      )}
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
