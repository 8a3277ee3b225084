import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'

/** The modal's pending connection attempts; closing the modal (or destroying the instance) aborts them. */
export const attemptsOf = featureState(
  () => new Set<AbortController>(),
  (attempts) => abortAll(attempts, new ModalClosedError({ details: 'The instance was destroyed' })),
)

/**
 * A connection attempt the modal waits for. Closing the modal aborts every one at once, even
 * though a wallet may still show its prompt: the dapp must not stay stuck on a request the user
 * walked away from. Each attempt has its own controller, so two never cancel each other's.
 */
export async function withAttempt<T>(core: AppKitCore, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  attemptsOf(core).add(controller)
  try {
    return await run(controller.signal)
  } finally {
    attemptsOf(core).delete(controller)
  }
}

export function abortAttempts(core: AppKitCore, reason: Error): void {
  abortAll(attemptsOf(core), reason)
}

function abortAll(attempts: Set<AbortController>, reason: Error): void {
  for (const controller of [...attempts]) controller.abort(reason)
  attempts.clear()
}
