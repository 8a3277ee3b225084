import { useState } from 'react'

/**
 * A form's one try at a time: `submit` runs the attempt unless one is under way, and keeps the
 * reason it resolves with (undefined when it went through) as `error` until the next try or
 * `setError`. Resolves with that reason, so a form can also reset its field on a refusal.
 */
export function useFormAttempt<T>(attempt: (value: T) => Promise<string | undefined>) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (value: T): Promise<string | undefined> => {
    if (busy) return undefined
    setBusy(true)
    setError(undefined)
    const failure = await attempt(value)
    setError(failure)
    setBusy(false)
    return failure
  }
  return { busy, error, setError, submit }
}
