import type { FrameTimers } from '../timers.js'

// Test-only: a clock that moves only when told, so timeouts are tested in no time and in order.

export interface FakeTimers extends FrameTimers {
  /** Moves the clock forward, running every timer that falls due, in order. */
  advance(ms: number): void
  readonly now: number
  /** How many timers are still waiting. */
  readonly size: number
}

export function createFakeTimers(): FakeTimers {
  let now = 0
  let nextHandle = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    get now() {
      return now
    },
    get size() {
      return timers.size
    },
    setTimeout(callback, ms) {
      const handle = nextHandle++
      timers.set(handle, { at: now + Math.max(0, ms), callback })
      return handle
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = end
    },
  }
}
