import {
  DEFAULT_BLOCK_TIME_MS,
  RECEIPT_POLL_MAX_MS,
  RECEIPT_POLL_MIN_MS,
  SEND_RECEIPT_TIMEOUT_MS,
} from '@appkit/common'
import { abortable } from '../utils/abortable.js'

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** Half a block, within spec §9's bounds: a chain's answer is looked for about twice per block. */
export function receiptPollInterval(blockTimeMs = DEFAULT_BLOCK_TIME_MS): number {
  return Math.min(RECEIPT_POLL_MAX_MS, Math.max(RECEIPT_POLL_MIN_MS, blockTimeMs / 2))
}

export interface PollOptions {
  intervalMs: number
  /** Default: spec §9's wait for a send's receipt. */
  timeoutMs?: number
  clock?: Clock
  /** Stops the wait at once; the poll rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * Calls `poll` until it gives an answer (anything but undefined), every `intervalMs`, and gives
 * up once the next call would come after the deadline: undefined then. A poll that throws ends
 * the wait with its error; one that must survive a failed read catches it itself.
 */
export async function pollUntil<T>(
  poll: () => Promise<T | undefined>,
  { intervalMs, timeoutMs = SEND_RECEIPT_TIMEOUT_MS, clock = realClock, signal }: PollOptions,
): Promise<T | undefined> {
  const deadline = clock.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const answer = await abortable(poll(), signal)
    if (answer !== undefined) return answer
    if (clock.now() + intervalMs > deadline) return undefined
    await abortable(clock.sleep(intervalMs), signal)
  }
}
