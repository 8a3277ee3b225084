import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58, InvalidBase58Error } from './base58.js'

const hex = (value: string) => Uint8Array.from(Buffer.from(value, 'hex'))

describe('base58', () => {
  it('encodes and decodes known vectors, leading zeros included', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['00', '1'],
      ['0000', '11'],
      ['61', '2g'],
      ['626262', 'a3gV'],
      ['636363', 'aPEr'],
      ['00000000000000000000', '1111111111'],
      ['516b6fcd0f', 'ABnLTmg'],
      ['572e4794', '3EFU7m'],
      ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
      // The System Program's address: 32 zero bytes.
      ['0'.repeat(64), '11111111111111111111111111111111'],
    ]
    for (const [bytes, text] of vectors) {
      expect(encodeBase58(hex(bytes))).toBe(text)
      expect(Buffer.from(decodeBase58(text)).toString('hex')).toBe(bytes)
    }
  })

  it('refuses characters outside the alphabet', () => {
    for (const text of ['0abc', 'OIl', 'abc!', ' a']) {
      expect(() => decodeBase58(text)).toThrow(InvalidBase58Error)
    }
  })
})
