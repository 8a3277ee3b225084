import { useId, useState } from 'react'
import { messages } from '../../messages.js'

/**
 * An email field with its submit (Connect's email login, DataCapture): the address goes to
 * `onSubmit`, the reason of a refusal shows below it, the field stays for another try.
 */
export function EmailForm({
  initial = '',
  onSubmit,
}: {
  initial?: string
  /** Resolves with the reason to show, or undefined when the address went through. */
  onSubmit: (email: string) => Promise<string | undefined>
}) {
  const [email, setEmail] = useState(initial)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
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
        setBusy(true)
        setError(await onSubmit(email))
        setBusy(false)
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
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="apk-button" data-testid="email-submit" aria-disabled={busy}>
          {busy ? messages.connecting : messages.continue}
        </button>
      </div>
      {error && (
        <p id={errorId} className="apk-error" role="alert" data-testid="email-error">
          {error}
        </p>
      )}
    </form>
  )
}
