import type { AppKitCore } from '../core/core.js'
import { attemptsOf } from './attempts.js'

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
