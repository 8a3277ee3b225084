interface MessagesProps {
  error: string | null
  notice: string | null
  onDismissError(): void
}

/** The last error (an alert, read out at once) and the last notice (read out politely). */
export function Messages({ error, notice, onDismissError }: MessagesProps) {
  return (
    <>
      {error !== null && (
        <div className="error">
          <p role="alert" data-testid="error">
            {error}
          </p>
          <button type="button" onClick={onDismissError}>
            Dismiss
          </button>
        </div>
      )}
      {notice !== null && (
        <p role="status" data-testid="notice">
          {notice}
        </p>
      )}
    </>
  )
}
