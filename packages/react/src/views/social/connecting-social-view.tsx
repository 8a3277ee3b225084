import { goBack } from '@appkit/controllers/modal'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { MarkImage } from '../../images/mark-image.js'
import { messages } from '../../messages.js'

/**
 * The wait while the social login's popup is open. Cancel goes back, which stops the login and
 * closes the popup; the login's end moves on by itself.
 */
export function ConnectingSocialView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const provider = data?.socialProvider
  if (!provider) return null
  const name = messages.socialNames[provider]
  return (
    <div className="apk-center" data-testid="connecting-social">
      <MarkImage mark={provider} name={name} />
      <p className="apk-title">{messages.continueInPopup}</p>
      <p className="apk-muted">{messages.popupText(name)}</p>
      <span className="apk-spinner" role="progressbar" aria-label={messages.waitingForPopup} />
      <button
        type="button"
        className="apk-button secondary"
        data-testid="cancel-social"
        onClick={() => goBack(core)}
      >
        {messages.cancel}
      </button>
    </div>
  )
}
