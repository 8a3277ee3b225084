import { describe, expect, it } from 'vitest'
import { createSlotClock, SLOT_MS } from './slot-clock.js'

describe('createSlotClock', () => {
  it('counts a slot every 400 ms since genesis', () => {
    let now = 1_000_000
    const clock = createSlotClock({ genesisMs: now, now: () => now })
    expect(clock.slot()).toBe(0)
    now += SLOT_MS * 10 + 399
    expect(clock.slot()).toBe(10)
    expect(clock.unixSeconds()).toBe(Math.floor(now / 1000))
  })

  it('never goes back: not below its floor, nor when the wall clock is set back', () => {
    let now = 10_000
    const clock = createSlotClock({ genesisMs: 0, now: () => now, floor: 30 })
    expect(clock.slot()).toBe(30)
    now = 20_000
    expect(clock.slot()).toBe(50)
    now = 0
    expect(clock.slot()).toBe(50)
  })
})
