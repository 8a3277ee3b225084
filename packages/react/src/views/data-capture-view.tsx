import {
  cancelSignInFromModal,
  captureEmailFromModal,
  restartEmailCapture,
  verifyCaptureCodeFromModal,
} from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { CodeForm } from './email/code-form.js'
import { EmailForm } from './email/email-form.js'

/** Before signing in (spec §4): an email the dapp asked for, proven by the code mailed to it. */
export function DataCaptureView() {
  const core = useAppKitCore()
  const { captureEmail } = useProxy(core.siwx)
  const dapp = core.options.metadata?.name ?? messages.thisApp
  return (
    <div className="apk-form" data-testid="data-capture">
      <p className="apk-muted">{messages.emailCapturePrompt(dapp)}</p>
      {captureEmail ? (
        <CodeForm
          prompt={messages.codeSentTo(captureEmail)}
          onSubmit={(code) => verifyCaptureCodeFromModal(core, code)}
        >
          <button
            type="button"
            className="apk-button secondary"
            data-testid="capture-other-email"
            onClick={() => restartEmailCapture(core)}
          >
            {messages.otherEmail}
          </button>
        </CodeForm>
      ) : (
        <EmailForm onSubmit={(email) => captureEmailFromModal(core, email)} />
      )}
      <button
        type="button"
        className="apk-button secondary wide"
        data-testid="siwx-cancel"
        onClick={() => void cancelSignInFromModal(core)}
      >
        {messages.cancel}
      </button>
    </div>
  )
}
