import { describe, expect, it } from 'vitest'
import { isFrameId } from '../schema/envelope.js'
import { createRandom } from './random.js'

describe('createRandom', () => {
  it('replays the same sequence for the same seed, and another for another', () => {
    const run = (seed: number) => {
      const random = createRandom(seed)
      return Array.from({ length: 20 }, () => [random.next(), random.string(), random.uuid()])
    }
    expect(run(42)).toEqual(run(42))
    expect(run(42)).not.toEqual(run(43))
  })

  it('stays in range', () => {
    const random = createRandom(1)
    for (let i = 0; i < 5000; i++) {
      const value = random.next()
      expect(value >= 0 && value < 1).toBe(true)
      const int = random.int(-2, 2)
      expect(int >= -2 && int <= 2 && Number.isInteger(int)).toBe(true)
    }
  })

  it('makes ids the schema accepts', () => {
    const random = createRandom(2)
    for (let i = 0; i < 1000; i++) expect(isFrameId(random.uuid())).toBe(true)
  })
})
