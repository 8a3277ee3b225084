import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeWitness } from './witness.js'

/** The consensus encoding, written independently of the decoder (lengths below 0xfd and up to 0xffff). */
function encode(items: Uint8Array[]): Uint8Array {
  const size = (n: number) => (n < 0xfd ? [n] : [0xfd, n & 0xff, n >> 8])
  return Uint8Array.from([...size(items.length), ...items.flatMap((item) => [...size(item.length), ...item])])
}

describe('decodeWitness', () => {
  it('reads back any stack, items of any length up to two-byte sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 5 }), (items) => {
        expect(decodeWitness(encode(items))).toEqual(items)
      }),
    )
  })

  it('reads an item whose length needs two bytes (a 300-byte script)', () => {
    const script = new Uint8Array(300).fill(0x51)
    expect(decodeWitness(Uint8Array.of(1, 0xfd, 0x2c, 0x01, ...script))).toEqual([script])
  })

  it('refuses bytes left over, lengths past the end, non-minimal and wide sizes', () => {
    for (const hex of ['', '02', '0102aa', '010100ff', 'fd0100', '01fd0100aa', 'fe01000000', '0201aa']) {
      expect(decodeWitness(Uint8Array.from(Buffer.from(hex, 'hex')))).toBeUndefined()
    }
    expect(decodeWitness(Uint8Array.of(0))).toEqual([])
    expect(decodeWitness(Uint8Array.of(1, 0))).toEqual([new Uint8Array()])
  })

  it('never throws, whatever the bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => void decodeWitness(bytes)))
  })
})
