import type { BatchClock } from '../analytics/event-batcher.js'

/** A clock the test moves by hand: timers fire only when `advance` passes them. */
export function createFakeClock(
  start = 1_000_000,
): BatchClock & { advance(ms: number): void; timers(): number } {
  let now = start
  let nextId = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  return {
    now: () => now,
    setTimeout(run, ms) {
      nextId += 1
      timers.set(nextId, { at: now + ms, run })
      return nextId
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].run()
      }
      now = until
    },
    timers: () => timers.size,
  }
}
