/**
 * The line under a form's field that says why the last try failed. The line is kept while empty:
 * the form does not jump as a refusal comes and goes. `id` is what the field's aria-describedby names.
 */
export function FormError({ id, error, testId }: { id: string; error: string | undefined; testId: string }) {
  return (
    <div className="apk-status-line">
      {error && (
        <p id={id} className="apk-error" role="alert" data-testid={testId}>
          {error}
        </p>
      )}
    </div>
  )
}
