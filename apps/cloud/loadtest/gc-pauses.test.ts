import { describe, expect, it } from 'vitest'
import { recordGcPauses, summarizeGcPauses } from './gc-pauses.js'

describe('summarizeGcPauses', () => {
  it('counts the pauses that started in the window, its longest and their sum', () => {
    const pauses = [
      { atMs: 999, durationMs: 80 },
      { atMs: 1000, durationMs: 5 },
      { atMs: 1500, durationMs: 30 },
      { atMs: 2000, durationMs: 70 },
    ]
    expect(summarizeGcPauses(pauses, 1000, 2000)).toEqual({ count: 2, longestMs: 30, totalMs: 35 })
  })

  it('is all zeros for a window without pauses', () => {
    expect(summarizeGcPauses([], 0, 10)).toEqual({ count: 0, longestMs: 0, totalMs: 0 })
  })
})

describe('recordGcPauses', () => {
  it('sees a collection of this process', async () => {
    const recorder = recordGcPauses()
    const from = Date.now()
    let garbage: number[][] = []
    const deadline = Date.now() + 5000
    let summary = recorder.within(from, Date.now() + 1)
    while (summary.count === 0 && Date.now() < deadline) {
      garbage = Array.from({ length: 20_000 }, (_, i) => [i, i + 1])
      await new Promise((wake) => setTimeout(wake, 5))
      summary = recorder.within(from, Date.now() + 1)
    }
    expect(garbage.length).toBe(20_000)
    expect(summary.count).toBeGreaterThan(0)
    expect(summary.totalMs).toBeGreaterThan(0)
  })
})
