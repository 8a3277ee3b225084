import { describe, expect, it } from 'vitest'
import { fakeClock } from './fake-clock.js'

describe('fakeClock', () => {
  it('moves only by what is slept, and records each sleep', async () => {
    const clock = fakeClock(1_000)
    expect(clock.now()).toBe(1_000)
    await clock.sleep(250)
    await clock.sleep(500)
    expect(clock.now()).toBe(1_750)
    expect(clock.slept).toEqual([250, 500])
  })
})
