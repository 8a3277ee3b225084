import type { ApiFault } from '../../http/faults.js'

/**
 * The queue's faults: the API's, plus `unsupported-network`, the service's own refusal of a
 * network it does not serve (a chain whose gas price the API cannot give, say).
 */
export const QUEUED_FAULTS = ['unsupported-network'] as const
export type QueuedFault = ApiFault | (typeof QUEUED_FAULTS)[number]

/**
 * Faults armed by a test for the next requests under a path prefix (POST /test/faults): a page
 * cannot add `fault=` to the SDK's own requests, so the server fails them on its side.
 */
export interface FaultQueue {
  add(path: string, fault: QueuedFault, count: number): void
  clear(): void
  /** The fault for a request to `pathname`, using up one of its count; undefined when none applies. */
  take(pathname: string): QueuedFault | undefined
}

export function createFaultQueue(): FaultQueue {
  const armed: { path: string; fault: QueuedFault; remaining: number }[] = []
  return {
    add(path, fault, count) {
      armed.push({ path, fault, remaining: count })
    },
    clear() {
      armed.length = 0
    },
    take(pathname) {
      // Oldest first: faults armed one after another happen in that order.
      const index = armed.findIndex((entry) => pathname.startsWith(entry.path))
      const entry = armed[index]
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining === 0) armed.splice(index, 1)
      return entry.fault
    },
  }
}
