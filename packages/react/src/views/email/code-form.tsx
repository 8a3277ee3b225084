import { useId, useState } from 'react'
import { FormError } from '../../components/form-error.js'
import { OtpInput } from '../../components/otp-input.js'
import { useFormAttempt } from '../../hooks/use-form-attempt.js'
import { messages } from '../../messages.js'

/** The code's length: the mail's (and the prompt's "6-digit code"). */
export const OTP_LENGTH = 6

/**
 * A one-time code, one box per digit, with its submit: the reason of a refusal below it, and the
 * boxes emptied for another try.
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
  const { busy, error, setError, submit: attempt } = useFormAttempt(onSubmit)
  const labelId = useId()
  const promptId = useId()
  const errorId = useId()
  const submit = async () => {
    if (await attempt(code.replace(/\s/g, ''))) setCode('')
  }
  return (
    <form
      className="apk-form"
      data-testid="code-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className="apk-muted" id={promptId}>
        {prompt}
      </p>
      <span className="apk-label" id={labelId}>
        {messages.code}
      </span>
      <OtpInput
        length={OTP_LENGTH}
        value={code}
        labelledBy={labelId}
        readOnly={busy}
        invalid={Boolean(error)}
        describedBy={error ? `${promptId} ${errorId}` : promptId}
        onChange={(next) => {
          setCode(next)
          if (error) setError(undefined)
        }}
      />
      <FormError id={errorId} error={error} testId="code-error" />
      <button type="submit" className="apk-button wide" data-testid="code-submit" aria-disabled={busy}>
        {busy ? messages.connecting : messages.verify}
      </button>
      {children}
    </form>
  )
}
