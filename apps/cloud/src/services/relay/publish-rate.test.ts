import { describe, expect, it } from 'vitest'
import { createPublishRate } from './publish-rate.js'

function rateAt(limits = { publishesPerSecondPerClient: 10, publishBurstPerClient: 5 }) {
  let now = 1_000_000
  const rate = createPublishRate(limits, () => now)
  return { rate, advance: (ms: number) => (now += ms) }
}

describe('createPublishRate', () => {
  it('lets a burst through, then refills at the rate, never above the burst', () => {
    const { rate, advance } = rateAt()
    expect(rate.take('a', 5)).toBe(true)
    expect(rate.take('a', 1)).toBe(false)
    advance(100)
    expect(rate.take('a', 1)).toBe(true)
    expect(rate.take('a', 1)).toBe(false)
    advance(60_000)
    expect(rate.take('a', 6)).toBe(false)
    expect(rate.take('a', 5)).toBe(true)
  })

  it('takes nothing from a request it refuses', () => {
    const { rate, advance } = rateAt()
    expect(rate.take('a', 3)).toBe(true)
    expect(rate.take('a', 3)).toBe(false)
    expect(rate.take('a', 2)).toBe(true)
    advance(200)
    expect(rate.take('a', 2)).toBe(true)
  })

  it('keeps a bucket per client', () => {
    const { rate } = rateAt()
    expect(rate.take('a', 5)).toBe(true)
    expect(rate.take('b', 5)).toBe(true)
    expect(rate.take('a', 1)).toBe(false)
  })

  it('forgets only the buckets that have refilled, so a sweep never gives a flooder more', () => {
    const { rate, advance } = rateAt()
    rate.take('idle', 5)
    advance(400)
    rate.take('busy', 5)
    advance(100)
    rate.sweep()
    // idle has refilled (500 ms at 10/s), busy has 1 of 5.
    expect(rate.take('busy', 2)).toBe(false)
    expect(rate.take('idle', 5)).toBe(true)
  })
})
