import { expect, it, describe as suite } from 'vitest'
import { describe } from './describe.js'

suite('describe', () => {
  it('quotes strings so that an empty or blank value is visible', () => {
    expect(describe('')).toBe('""')
    expect(describe('a b')).toBe('"a b"')
  })

  it('cuts long values to 80 characters and an ellipsis', () => {
    const text = describe('x'.repeat(10_000))
    expect(text).toHaveLength(81)
    expect(text.endsWith('…')).toBe(true)
  })

  it('describes values that cannot be turned into text', () => {
    const hostile = {
      toString() {
        throw new Error('no')
      },
    }
    expect(describe(hostile)).toBe('[object Object]')
    expect(describe(Symbol('s'))).toBe('Symbol(s)')
    expect(describe(undefined)).toBe('undefined')
  })
})
