import { describe, expect, it } from 'vitest'
import { fromBase64, fromHex, toBase64, toHex } from './bytes.js'

describe('byte encodings', () => {
  it('round-trip base64 and hex, as Node encodes them', () => {
    const bytes = Uint8Array.from({ length: 70 }, (_, i) => (i * 37) % 256)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'))
    expect(fromHex(toHex(bytes))).toEqual(bytes)
    expect(fromBase64('AQI')).toEqual(Uint8Array.of(1, 2))
  })

  it('refuses text that is not base64 or hex', () => {
    expect(fromBase64('not base64!')).toBeUndefined()
    expect(fromBase64('A')).toBeUndefined()
    expect(fromHex('abc')).toBeUndefined()
    expect(fromHex('zz')).toBeUndefined()
  })
})
