import { ACCOUNT_NAME_SUFFIX, isValidAccountNameLabel, toAppKitError } from '@appkit/common'
import type { NameSuggestion } from '@appkit/controllers'
import { registerNameFromModal, suggestAccountNames } from '@appkit/controllers/modal'
import { useEffect, useId, useState } from 'react'
import { FormError } from '../../components/form-error.js'
import { useAppKitCore } from '../../context.js'
import { useFormAttempt } from '../../hooks/use-form-attempt.js'
import { messages } from '../../messages.js'

/**
 * RegisterAccountName (spec §2, §4): a person types a name, sees whether it (and names like it)
 * are free, and registers it by signing a message in the wallet. A failure stays here with the
 * service's reason and the name typed kept; a success moves to RegisterAccountNameSuccess.
 */
export default function RegisterAccountNameView() {
  const core = useAppKitCore()
  const [label, setLabel] = useState('')
  const { busy, error, setError, submit } = useFormAttempt((name: string) =>
    registerNameFromModal(core, name),
  )
  const [suggestions, setSuggestions] = useState<NameSuggestion[]>([])
  const inputId = useId()
  const errorId = useId()
  const hintId = useId()
  const valid = isValidAccountNameLabel(label)

  useEffect(() => {
    setSuggestions([])
    if (!valid) return
    const abort = new AbortController()
    suggestAccountNames(core, { label, signal: abort.signal }).then(
      (found) => !abort.signal.aborted && setSuggestions(found),
      (failure: unknown) => !abort.signal.aborted && setError(toAppKitError(failure).message),
    )
    return () => abort.abort()
  }, [core, label, valid, setError])

  const typedName = `${label.toLowerCase()}${ACCOUNT_NAME_SUFFIX}`
  const taken = suggestions.some((s) => s.name === typedName && s.registered)
  const others = suggestions.filter((s) => s.name !== typedName && !s.registered)

  return (
    <form
      className="apk-form"
      data-testid="register-name"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) void submit(label)
      }}
    >
      <label className="apk-label" htmlFor={inputId}>
        {messages.chooseName}
      </label>
      <div className="apk-field">
        <input
          id={inputId}
          className="apk-input"
          data-testid="register-name-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.namePlaceholder}
          value={label}
          readOnly={busy}
          aria-invalid={Boolean(error) || (label !== '' && !valid)}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            setLabel(event.currentTarget.value.trim())
            setError(undefined)
          }}
        />
        <span className="apk-muted apk-suffix" aria-hidden="true">
          {ACCOUNT_NAME_SUFFIX}
        </span>
      </div>
      <p id={hintId} className="apk-muted" data-testid="register-name-hint">
        {label !== '' && !valid
          ? messages.nameRules
          : taken
            ? messages.nameTaken(typedName)
            : messages.nameRules}
      </p>
      {others.length > 0 && (
        <ul
          className="apk-list"
          aria-label={messages.nameSuggestions}
          data-testid="register-name-suggestions"
        >
          {others.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="apk-item"
                data-testid="register-name-suggestion"
                onClick={() => setLabel(suggestion.name.slice(0, -ACCOUNT_NAME_SUFFIX.length))}
              >
                <span className="apk-name">{suggestion.name}</span>
                <span className="apk-tag">{messages.nameAvailable}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError id={errorId} error={error} testId="register-name-error" />
      <button
        type="submit"
        className="apk-button wide"
        data-testid="register-name-submit"
        disabled={!valid || taken}
        aria-disabled={busy}
      >
        {busy ? messages.registeringName : messages.registerName}
      </button>
    </form>
  )
}

// Loaded after the modal, as lazy-views.tsx says why.
export { withModal } from '../with-modal.js'
