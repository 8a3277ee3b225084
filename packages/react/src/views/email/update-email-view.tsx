import { isEmailAddress } from '@appkit/common'
import { emailUpdateFromModal, emailUpdateOtpFromModal } from '@appkit/controllers/modal'
import { useId, useState } from 'react'
import { FormError } from '../../components/form-error.js'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { CodeForm } from './code-form.js'

/** Spec §4's email change: the new address, a code to the current one, then one to the new. */
export function UpdateEmailView() {
  const core = useAppKitCore()
  const { email = '', update } = useProxy(core.emailLogin)
  const [next, setNext] = useState('')
  const [error, setError] = useState<string>()
  const inputId = useId()
  const errorId = useId()
  if (update) {
    const prompt =
      update.action === 'VERIFY_PRIMARY_OTP'
        ? messages.codeSentToCurrent(email)
        : messages.codeSentToNew(update.email)
    // A new form per step: the code of one step never carries into the next.
    return (
      <CodeForm
        key={update.action}
        prompt={prompt}
        onSubmit={(code) => emailUpdateOtpFromModal(core, code)}
      />
    )
  }
  return (
    <form
      className="apk-form"
      data-testid="update-email-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        // Said beside the field only: the wallet would raise APKTW002 above the form too.
        if (!isEmailAddress(next.trim())) setError(messages.invalidEmail)
        else setError(await emailUpdateFromModal(core, next))
      }}
    >
      <label className="apk-label" htmlFor={inputId}>
        {messages.newEmail}
      </label>
      <input
        id={inputId}
        className="apk-input"
        data-testid="update-email-input"
        type="email"
        autoComplete="email"
        value={next}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setNext(event.currentTarget.value)
          if (error) setError(undefined)
        }}
      />
      <FormError id={errorId} error={error} testId="update-email-error" />
      <button type="submit" className="apk-button" data-testid="update-email-submit">
        {messages.continue}
      </button>
    </form>
  )
}
