import type { AppKitCore } from '../core/core.js'

/**
 * A connection attempt the modal waits for. Closing the modal aborts every one at once, even
 * though a wallet may still show its prompt: the dapp must not stay stuck on a request the user
 * walked away from. Each attempt has its own controller, so two never cancel each other's.
 */
export async function withAttempt<T>(core: AppKitCore, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  core.internal.attempts.add(controller)
  try {
    return await run(controller.signal)
  } finally {
    core.internal.attempts.delete(controller)
  }
}

export function abortAttempts(core: AppKitCore, reason: Error): void {
  for (const controller of [...core.internal.attempts]) controller.abort(reason)
  core.internal.attempts.clear()
}
