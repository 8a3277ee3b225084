// Test-only: what a call threw, so tests can assert the exact class and message together
// (`toThrow('text')` only checks that the message contains the text).

export function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('Expected the call to throw, but it returned.')
}

export function thrownMessage(run: () => unknown): string | undefined {
  const error = catchError(run)
  return error instanceof Error ? error.message : undefined
}
