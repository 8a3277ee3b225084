import { describe, expect, it } from 'vitest'
import { sendSchedule } from './send-schedule.js'

describe('sendSchedule', () => {
  it('spreads the rate over the ticks', () => {
    const due = sendSchedule(1000, 0, 60_000)
    expect([10, 20, 30].map(due)).toEqual([10, 10, 10])
  })

  it('catches up after a late tick instead of lowering the rate', () => {
    const due = sendSchedule(100, 1000, 60_000)
    expect(due(1010)).toBe(1)
    expect(due(1500)).toBe(49)
    expect(due(2000)).toBe(50)
  })

  it('sends nothing before its start or twice for one moment', () => {
    const due = sendSchedule(100, 1000, 60_000)
    expect(due(900)).toBe(0)
    expect(due(1100)).toBe(10)
    expect(due(1100)).toBe(0)
  })

  it('sends every message of the run on a clock of fractional milliseconds', () => {
    // A performance.now() reading where (start + 4000) - start is 3999.9999999999995.
    const start = 1025.5553753311765
    const due = sendSchedule(300, start, 4000)
    let total = due(start + 2000.3)
    total += due(start + 4000)
    total += due(start + 4100)
    expect(total).toBe(1200)
  })
})
