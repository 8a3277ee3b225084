import { emailDeviceFromModal, emailOtpFromModal, resendEmailFromModal } from '@appkit/controllers/modal'
import { useEffect, useState } from 'react'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { CodeForm } from './code-form.js'

/** The step after the email (spec §4): approve this device from the mail, then enter the code. */
export function EmailLoginView() {
  const core = useAppKitCore()
  const { email = '', action } = useProxy(core.emailLogin)
  const [resent, setResent] = useState<string>()

  useEffect(() => {
    if (action === 'VERIFY_DEVICE') void emailDeviceFromModal(core)
  }, [core, action])

  if (action === 'VERIFY_DEVICE') {
    return (
      <div className="apk-center" data-testid="email-device">
        <p className="apk-title">{messages.approveDevice}</p>
        <p className="apk-muted">{messages.approveDeviceText(email)}</p>
        <span className="apk-spinner" role="progressbar" aria-label={messages.approveDevice} />
      </div>
    )
  }
  return (
    <CodeForm prompt={messages.codeSentTo(email)} onSubmit={(code) => emailOtpFromModal(core, code)}>
      <button
        type="button"
        className="apk-button secondary wide"
        data-testid="code-resend"
        onClick={async () => setResent((await resendEmailFromModal(core)) ?? messages.codeResent)}
      >
        {messages.resendCode}
      </button>
      {resent && (
        <p className="apk-muted" role="status" data-testid="code-resend-status">
          {resent}
        </p>
      )}
    </CodeForm>
  )
}
