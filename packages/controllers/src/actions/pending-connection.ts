/**
 * The connections the modal is waiting for. Closing the modal rejects them all at once, even
 * though a wallet may still show its prompt: the dapp must not stay stuck on a request the user
 * walked away from. Each attempt has its own canceller, so two attempts never cancel each other's.
 */
const cancellers = new Set<(error: Error) => void>()

export function trackPendingConnection<T>(attempt: Promise<T>): Promise<T> {
  let cancel: (error: Error) => void = () => undefined
  const cancelled = new Promise<never>((_, reject) => {
    cancel = reject
  })
  cancellers.add(cancel)
  return Promise.race([attempt, cancelled]).finally(() => {
    cancellers.delete(cancel)
  })
}

export function hasPendingConnection(): boolean {
  return cancellers.size > 0
}

export function cancelPendingConnection(error: Error): void {
  for (const cancel of [...cancellers]) cancel(error)
  cancellers.clear()
}
