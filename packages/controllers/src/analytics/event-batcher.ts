/** Time for the batcher: the page's clock in the SDK, a fake one in its test. */
export interface BatchClock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface EventBatcherOptions<T> {
  /** Sends a batch while the page lives. */
  send(events: T[]): void
  /** Sends a batch as the page goes away; false when the browser would not queue it. */
  beacon(events: T[]): boolean
  clock: BatchClock
  /** ANALYTICS_FLUSH_BYTES: no batch is larger. */
  maxBytes: number
  /** ANALYTICS_FLUSH_INTERVAL_MS: the longest an event waits. */
  intervalMs: number
}

export interface EventBatcher<T> {
  /** Queues an event; false (and dropped) when it alone is over `maxBytes`. */
  add(event: T): boolean
  /** What is queued goes with the beacon (the page is being hidden or closed). */
  flushWithBeacon(): void
  /** Drops the timer; what is queued is not sent. */
  stop(): void
}

const encoder = new TextEncoder()

/**
 * Spec §9's batching: queued events go as one batch before they would pass `maxBytes` (so no batch
 * is larger), or `intervalMs` after the last batch; no timer runs while nothing is queued.
 */
export function createEventBatcher<T>({
  send,
  beacon,
  clock,
  maxBytes,
  intervalMs,
}: EventBatcherOptions<T>): EventBatcher<T> {
  let pending: T[] = []
  let bytes = 0
  let lastFlush = clock.now()
  let timer: unknown

  const take = (): T[] => {
    const events = pending
    pending = []
    bytes = 0
    lastFlush = clock.now()
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    return events
  }
  const flush = () => {
    if (pending.length > 0) send(take())
  }

  return {
    add(event) {
      // The array's comma counts too: the batch's body is what must stay small.
      const size = encoder.encode(JSON.stringify(event)).length + 1
      if (size > maxBytes) return false
      if (bytes + size > maxBytes) flush()
      pending.push(event)
      bytes += size
      if (timer === undefined) {
        const wait = Math.max(0, lastFlush + intervalMs - clock.now())
        timer = clock.setTimeout(flush, wait)
      }
      return true
    },
    flushWithBeacon() {
      if (pending.length === 0) return
      // Refused (over the browser's beacon quota): kept for the next batch if the page comes back.
      const events = pending
      if (beacon(events)) take()
    },
    stop() {
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
      pending = []
      bytes = 0
    },
  }
}
