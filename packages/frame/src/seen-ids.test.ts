import { describe, expect, it } from 'vitest'
import { createSeenIds } from './seen-ids.js'

describe('createSeenIds', () => {
  it('remembers ids', () => {
    const seen = createSeenIds()
    expect(seen.has('a')).toBe(false)
    seen.add('a')
    expect(seen.has('a')).toBe(true)
  })

  it('forgets the oldest past its bound', () => {
    const seen = createSeenIds(3)
    for (const id of ['a', 'b', 'c', 'a', 'd']) seen.add(id)
    expect(['a', 'b', 'c', 'd'].filter((id) => seen.has(id))).toEqual(['b', 'c', 'd'])
  })

  it('defaults to 10,000 ids', () => {
    const seen = createSeenIds()
    for (let i = 0; i <= 10_000; i++) seen.add(String(i))
    expect(seen.has('0')).toBe(false)
    expect(seen.has('1')).toBe(true)
    expect(seen.has('10000')).toBe(true)
  })
})
