import { describe, expect, it } from 'vitest'
import { createPrng } from './prng.js'

describe('createPrng', () => {
  it('repeats the same sequence for the same seed, another for another seed', () => {
    const a = createPrng(42)
    const b = createPrng(42)
    const c = createPrng(43)
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first)
  })

  it('stays in range and spreads evenly enough', () => {
    const prng = createPrng(7)
    const buckets = [0, 0, 0, 0]
    for (let i = 0; i < 10_000; i++) {
      const value = prng.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
      buckets[prng.int(4)]! += 1
    }
    for (const count of buckets) expect(count).toBeGreaterThan(2200)
  })

  it('picks items and draws chances', () => {
    const prng = createPrng(1)
    const picks = new Set(Array.from({ length: 100 }, () => prng.pick(['a', 'b', 'c'])))
    expect(picks).toEqual(new Set(['a', 'b', 'c']))
    expect(prng.chance(0)).toBe(false)
    expect(prng.chance(1)).toBe(true)
    expect(() => prng.pick([])).toThrow('pick() needs at least one item.')
  })
})
