import { isEmailAddress } from '@appkit/common'
import { useId, useRef, useState } from 'react'
import { FormError } from '../../components/form-error.js'
import { useFormAttempt } from '../../hooks/use-form-attempt.js'
import { messages } from '../../messages.js'

/**
 * An email field with its submit (Connect's email login, DataCapture): the address goes to
 * `onSubmit`, the reason of a refusal shows below it, the field stays for another try. An address
 * that is not one is said here, beside the field, and goes as soon as it is fixed; it never
 * reaches the wallet (whose APKTW002 banner would say it a second time, above the form).
 */
export function EmailForm({
  initial = '',
  onSubmit,
}: {
  /** The last address used: selected on focus, so typing replaces it rather than adding to it. */
  initial?: string
  /** Resolves with the reason to show, or undefined when the address went through. */
  onSubmit: (email: string) => Promise<string | undefined>
}) {
  const [email, setEmail] = useState(initial)
  const { busy, error, setError, submit } = useFormAttempt(onSubmit)
  // A click that focuses the field would put the caret where it landed, undoing the selection.
  const keepSelection = useRef(false)
  const inputId = useId()
  const errorId = useId()
  return (
    <form
      className="apk-form"
      data-testid="email-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy) return
        if (!isEmailAddress(email.trim())) setError(messages.invalidEmail)
        else await submit(email)
      }}
    >
      <label className="apk-label" htmlFor={inputId}>
        {messages.email}
      </label>
      <div className="apk-field">
        <input
          id={inputId}
          className="apk-input"
          data-testid="email-input"
          type="email"
          autoComplete="email"
          placeholder={messages.emailPlaceholder}
          value={email}
          readOnly={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onFocus={(event) => {
            if (!initial || email !== initial) return
            event.currentTarget.select()
            keepSelection.current = true
          }}
          onMouseUp={(event) => {
            if (keepSelection.current) event.preventDefault()
            keepSelection.current = false
          }}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            if (error) setError(undefined)
          }}
        />
        <button type="submit" className="apk-button" data-testid="email-submit" aria-disabled={busy}>
          {busy ? messages.sendingCode : messages.continue}
        </button>
      </div>
      <FormError id={errorId} error={error} testId="email-error" />
    </form>
  )
}
