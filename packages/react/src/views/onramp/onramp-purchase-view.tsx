import { goBack, replaceView } from '@appkit/controllers/modal'
import { onrampState, resetOnrampPurchase } from '@appkit/controllers/onramp'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { onrampMessages as m } from './onramp-messages.js'
import { formatPurchaseAmount } from './purchase-amount.js'

/** The purchase followed while the provider's window is open, to done or failed. */
export default function OnRampPurchaseView() {
  const core = useAppKitCore()
  const { purchase } = useProxy(onrampState(core).state)
  const symbol = purchase?.symbol ?? ''
  const status = purchase?.status ?? 'starting'
  const finish = () => {
    resetOnrampPurchase(core)
    if (status === 'completed') goBack(core)
    else replaceView(core.router, 'OnRampBuy')
  }
  return (
    <div className="apk-center" data-testid="onramp-purchase-view" data-status={status}>
      {(status === 'starting' || status === 'open' || status === 'sending') && (
        <span className="apk-spinner" />
      )}
      <p className={status === 'failed' ? 'apk-error' : 'apk-name'} role="status" data-testid="onramp-status">
        {status === 'starting'
          ? m.starting
          : status === 'open'
            ? m.open
            : status === 'sending'
              ? m.sending
              : status === 'completed'
                ? m.completed(purchase?.amount && formatPurchaseAmount(purchase.amount), symbol)
                : m.failed}
      </p>
      {status === 'failed' && purchase?.error && (
        <p className="apk-error" data-testid="onramp-purchase-error">
          {purchase.error}
        </p>
      )}
      {(status === 'completed' || status === 'failed') && (
        <button type="button" className="apk-button wide" data-testid="onramp-done" onClick={finish}>
          {status === 'completed' ? m.done : m.tryAgain}
        </button>
      )}
    </div>
  )
}

// Loaded after the modal, as lazy-views.tsx says why.
export { withModal } from '../with-modal.js'
