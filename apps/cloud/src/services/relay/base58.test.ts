import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))

describe('base58btc', () => {
  // Vectors of the base58 draft (draft-msporny-base58) and Bitcoin's test suite.
  it.each([
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['00000000000000000000', '1111111111'],
    [
      '000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5',
      '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
    ],
  ])('encodes %s as "%s" and back', (bytes, text) => {
    expect(encodeBase58(hex(bytes))).toBe(text)
    expect(decodeBase58(text)).toEqual(hex(bytes))
  })

  it.each(['0', 'O', 'I', 'l', '+', 'z z'])('refuses "%s", outside the alphabet', (text) => {
    expect(decodeBase58(text)).toBeUndefined()
  })

  it('round-trips random bytes with leading zeros', () => {
    for (let n = 0; n < 50; n++) {
      const bytes = Uint8Array.from([
        0,
        0,
        ...Array.from({ length: n }, () => Math.floor(Math.random() * 256)),
      ])
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })
})
