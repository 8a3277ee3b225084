import { PerformanceObserver, performance } from 'node:perf_hooks'

/** Garbage-collection pauses of this process: each pause's start (ms since the epoch) and length. */
export interface GcPause {
  atMs: number
  durationMs: number
}

export interface GcSummary {
  /** Pauses that started in the window. */
  count: number
  longestMs: number
  totalMs: number
}

/**
 * Records this process's garbage-collection pauses from now on. A relay's p99 is set by the
 * longest stops of its event loop: this says how much of it the collector took.
 */
export function recordGcPauses(): { within(fromMs: number, toMs: number): GcSummary } {
  const pauses: GcPause[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.push({ atMs: performance.timeOrigin + entry.startTime, durationMs: entry.duration })
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  return { within: (fromMs, toMs) => summarizeGcPauses(pauses, fromMs, toMs) }
}

export function summarizeGcPauses(pauses: readonly GcPause[], fromMs: number, toMs: number): GcSummary {
  const inside = pauses.filter((pause) => pause.atMs >= fromMs && pause.atMs < toMs)
  return {
    count: inside.length,
    longestMs: Math.max(0, ...inside.map((pause) => pause.durationMs)),
    totalMs: inside.reduce((sum, pause) => sum + pause.durationMs, 0),
  }
}
