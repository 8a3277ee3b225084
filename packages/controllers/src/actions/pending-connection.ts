/**
 * The connection the modal is waiting for. Closing the modal rejects it at once, even though the
 * wallet may still show its prompt: the dapp must not stay stuck on a request the user walked away from.
 */
let rejectPending: ((error: Error) => void) | undefined

export function trackPendingConnection<T>(attempt: Promise<T>): Promise<T> {
  const cancelled = new Promise<never>((_, reject) => {
    rejectPending = reject
  })
  return Promise.race([attempt, cancelled]).finally(() => {
    rejectPending = undefined
  })
}

export function hasPendingConnection(): boolean {
  return rejectPending !== undefined
}

export function cancelPendingConnection(error: Error): void {
  rejectPending?.(error)
  rejectPending = undefined
}
