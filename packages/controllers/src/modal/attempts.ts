import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'

/** The modal's pending connection attempts; closing the modal (or destroying the instance) aborts them. */
export const attemptsOf = featureState(
  () => new Set<AbortController>(),
  (attempts) => abortAll(attempts, new ModalClosedError({ details: 'The instance was destroyed' })),
)

export function abortAttempts(core: AppKitCore, reason: Error): void {
  abortAll(attemptsOf(core), reason)
}

function abortAll(attempts: Set<AbortController>, reason: Error): void {
  for (const controller of [...attempts]) controller.abort(reason)
  attempts.clear()
}
