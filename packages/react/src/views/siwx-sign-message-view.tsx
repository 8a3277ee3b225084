import { cancelSignInFromModal, signInFromModal } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** Sign-in after connecting (spec §4): the wallet signs the dapp's message, or the visitor cancels. */
export function SiwxSignMessageView() {
  const core = useAppKitCore()
  const { signing } = useProxy(core.siwx)
  const dapp = core.options.metadata?.name ?? messages.thisApp
  return (
    <div className="apk-center" data-testid="siwx-sign">
      <p className="apk-title">{messages.signInPrompt(dapp)}</p>
      <p className="apk-muted">{signing ? messages.signingIn : messages.signInText}</p>
      <div className="apk-row">
        <button
          type="button"
          className="apk-button secondary"
          data-testid="siwx-cancel"
          disabled={signing}
          onClick={() => void cancelSignInFromModal(core)}
        >
          {messages.cancel}
        </button>
        <button
          type="button"
          className="apk-button"
          data-testid="siwx-sign-button"
          disabled={signing}
          onClick={() => void signInFromModal(core)}
        >
          {messages.signIn}
        </button>
      </div>
    </div>
  )
}
