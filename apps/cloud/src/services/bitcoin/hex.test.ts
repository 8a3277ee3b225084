import { describe, expect, it } from 'vitest'
import { fromHex, hashToId, idToHash, isTxid, toHex } from './hex.js'

describe('hex', () => {
  it('round-trips bytes, including a view into a larger buffer', () => {
    const bytes = Uint8Array.of(0, 1, 0xab, 0xff)
    expect(toHex(bytes)).toBe('0001abff')
    expect(toHex(bytes.subarray(1, 3))).toBe('01ab')
    expect(fromHex('0001ABff')).toEqual(bytes)
  })

  it('refuses odd lengths and non-hex characters instead of dropping them', () => {
    expect(fromHex('abc')).toBeUndefined()
    expect(fromHex('zz')).toBeUndefined()
    expect(fromHex('')).toEqual(new Uint8Array(0))
  })

  it('writes txids in reverse byte order, and reads them back', () => {
    const hash = Uint8Array.from({ length: 32 }, (_, index) => index)
    const id = hashToId(hash)
    expect(id.startsWith('1f1e1d')).toBe(true)
    expect(idToHash(id)).toEqual(hash)
    expect(hash[0]).toBe(0)
    expect(() => idToHash('xyz')).toThrow('Not a hex id')
  })

  it('takes only 64 lowercase hex characters as a txid', () => {
    expect(isTxid('ab'.repeat(32))).toBe(true)
    expect(isTxid('AB'.repeat(32))).toBe(false)
    expect(isTxid('ab'.repeat(31))).toBe(false)
  })
})
