import { describe, expect, it } from 'vitest'
import { parseExactJson } from './exact-json.js'

describe('parseExactJson', () => {
  it('keeps integers beyond 2^53 exact, as their decimal text', () => {
    expect(parseExactJson('{"value":18446744073709551615,"small":-42,"id":0}')).toEqual({
      value: '18446744073709551615',
      small: -42,
      id: 0,
    })
    expect(parseExactJson('[9007199254740993,-9007199254740993,9007199254740991]')).toEqual([
      '9007199254740993',
      '-9007199254740993',
      9007199254740991,
    ])
  })

  it('leaves fractions, exponents and digits inside strings alone', () => {
    expect(
      parseExactJson('{"a":1.5,"b":1e300,"c":"12345678901234567890","d\\"9007199254740993":true}'),
    ).toEqual({
      a: 1.5,
      b: 1e300,
      c: '12345678901234567890',
      'd"9007199254740993': true,
    })
  })

  it('refuses what is not JSON, as JSON.parse does', () => {
    expect(() => parseExactJson('{"a":')).toThrow(SyntaxError)
  })
})
