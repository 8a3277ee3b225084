import { goBack } from '@appkit/controllers/modal'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

/** RegisterAccountNameSuccess (spec §2, §4): the name is the account's now; back to Account. */
export default function RegisterAccountNameSuccessView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  return (
    <div className="apk-center" data-testid="register-name-success">
      <p className="apk-title" role="status" data-testid="register-name-success-name">
        {data?.accountName}
      </p>
      <p className="apk-muted">{messages.nameRegistered}</p>
      <button type="button" className="apk-button wide" onClick={() => goBack(core)}>
        {messages.backToAccount}
      </button>
    </div>
  )
}

// Loaded after the modal, as lazy-views.tsx says why.
export { withModal } from '../with-modal.js'
