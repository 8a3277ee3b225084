import { describe, expect, it } from 'vitest'
import { parseInt8 } from './int8.js'

describe('parseInt8', () => {
  it('reads safe integers as numbers', () => {
    expect(parseInt8('0')).toBe(0)
    expect(parseInt8('-42')).toBe(-42)
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('reads larger ones exactly, as bigints', () => {
    expect(parseInt8('9007199254740993')).toBe(9007199254740993n)
    expect(parseInt8('-9223372036854775808')).toBe(-9223372036854775808n)
  })
})
