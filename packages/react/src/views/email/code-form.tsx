import { useId, useState } from 'react'
import { messages } from '../../messages.js'

/**
 * A one-time code field with its submit: the code as the mail gives it (digits), the reason of a
 * refusal below it, and the field kept for another try.
 */
export function CodeForm({
  prompt,
  onSubmit,
  children,
}: {
  prompt: string
  /** Resolves with the reason to show, or undefined when the code went through. */
  onSubmit: (code: string) => Promise<string | undefined>
  children?: React.ReactNode
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const promptId = useId()
  const errorId = useId()
  return (
    <form
      className="apk-form"
      data-testid="code-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy) return
        setBusy(true)
        const failure = await onSubmit(code)
        setError(failure)
        if (failure) setCode('')
        setBusy(false)
      }}
    >
      <p className="apk-muted" id={promptId}>
        {prompt}
      </p>
      <label className="apk-label" htmlFor={inputId}>
        {messages.code}
      </label>
      <input
        id={inputId}
        className="apk-input"
        data-testid="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        readOnly={busy}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${promptId} ${errorId}` : promptId}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
      />
      {error && (
        <p id={errorId} className="apk-error" role="alert" data-testid="code-error">
          {error}
        </p>
      )}
      <button type="submit" className="apk-button" data-testid="code-submit" aria-disabled={busy}>
        {busy ? messages.connecting : messages.verify}
      </button>
      {children}
    </form>
  )
}
