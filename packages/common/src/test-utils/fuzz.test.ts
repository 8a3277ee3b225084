import { describe, expect, it } from 'vitest'
import { createRandom, fuzzParser, mutate, pick, randomInt, randomString, randomValue } from './fuzz.js'

describe('fuzz helpers', () => {
  it('replay the same sequence for the same seed', () => {
    const a = createRandom(7)
    const b = createRandom(7)
    const sequenceA = Array.from({ length: 50 }, () => randomString(a))
    const sequenceB = Array.from({ length: 50 }, () => randomString(b))
    expect(sequenceA).toEqual(sequenceB)
  })

  it('stay in range', () => {
    const random = createRandom(1)
    for (let i = 0; i < 1000; i++) {
      const value = random()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
      const int = randomInt(random, -3, 3)
      expect(int).toBeGreaterThanOrEqual(-3)
      expect(int).toBeLessThanOrEqual(3)
    }
  })

  it('produce strings and non-strings', () => {
    const random = createRandom(2)
    const values = Array.from({ length: 500 }, () => randomValue(random, ['eip155:1']))
    expect(values.some((value) => typeof value === 'string')).toBe(true)
    expect(values.some((value) => typeof value !== 'string')).toBe(true)
    expect(typeof mutate(random, 'eip155:1')).toBe('string')
    expect(() => pick(random, [])).toThrow('pick() needs a non-empty list')
  })
})

describe('fuzzParser', () => {
  it('counts the values that parsed and lets the allowed error through', () => {
    class Refused extends Error {}
    const returned = fuzzParser(
      (value) => {
        if (typeof value !== 'string') throw new Refused()
        return value
      },
      Refused,
      { seed: 7, runs: 200 },
    )
    expect(returned).toBeGreaterThan(0)
    expect(returned).toBeLessThan(200)
  })

  it('fails on any other error', () => {
    class Refused extends Error {}
    expect(() =>
      fuzzParser(
        () => {
          throw new TypeError('boom')
        },
        Refused,
        { seed: 7, runs: 5 },
      ),
    ).toThrow('not Refused')
  })
})
