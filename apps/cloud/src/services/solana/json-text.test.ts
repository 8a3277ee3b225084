import { describe, expect, it } from 'vitest'
import { toJsonText } from './json-text.js'

describe('toJsonText', () => {
  it('writes bigints as exact numbers, even past 2^53', () => {
    expect(toJsonText({ rentEpoch: 18446744073709551615n, lamports: 5000n })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5000}',
    )
  })

  it('writes everything else as JSON.stringify does', () => {
    const value = { a: [1, 'two', null, true, { b: undefined, c: 'x"y' }], d: undefined, e: 1.5 }
    expect(toJsonText(value)).toBe(JSON.stringify(value))
    expect(toJsonText(undefined)).toBe('null')
    expect(toJsonText([undefined])).toBe('[null]')
  })
})
