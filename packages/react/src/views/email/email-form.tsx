import { emailFromModal } from '@appkit/controllers'
import { useId, useState } from 'react'
import { useAppKitCore } from '../../context.js'
import { messages } from '../../messages.js'

/** Connect's email field (spec §4): the address goes to the embedded wallet, errors stay here. */
export function EmailForm() {
  const core = useAppKitCore()
  const [email, setEmail] = useState(core.emailLogin.email ?? '')
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
        setError(await emailFromModal(core, email))
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
