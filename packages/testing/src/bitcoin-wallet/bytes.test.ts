import { describe, expect, it } from 'vitest'
import { compactSize, concatBytes, fromHex, toBase64, toHex } from './bytes.js'

describe('byte encodings', () => {
  it('round-trip hex and write base64 as Node does', () => {
    const bytes = Uint8Array.from([0, 1, 127, 128, 255])
    expect(toHex(bytes)).toBe('00017f80ff')
    expect(fromHex('00017f80ff')).toEqual(bytes)
    expect(fromHex('')).toEqual(new Uint8Array())
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })

  it('concatenates, and writes CompactSize lengths at each of their widths', () => {
    expect(concatBytes(Uint8Array.of(1), new Uint8Array(), Uint8Array.of(2, 3))).toEqual(
      Uint8Array.of(1, 2, 3),
    )
    expect(toHex(compactSize(0))).toBe('00')
    expect(toHex(compactSize(0xfc))).toBe('fc')
    expect(toHex(compactSize(0xfd))).toBe('fdfd00')
    expect(toHex(compactSize(0x1234))).toBe('fd3412')
    expect(toHex(compactSize(0x12345678))).toBe('fe78563412')
  })
})
