import { describe, expect, it } from 'vitest'
import { fromBase64, isBase64, toBase64 } from './base64.js'

describe('base64', () => {
  it('round-trips every byte value and every padding length', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    for (const length of [1, 2, 3, 4, 65, 256]) {
      const bytes = all.slice(0, length)
      const text = toBase64(bytes)
      expect(isBase64(text)).toBe(true)
      expect(fromBase64(text)).toEqual(bytes)
    }
  })

  it('writes the padded standard alphabet the cloud checks', () => {
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
  })

  it('refuses base64url, missing padding, whitespace and the empty string', () => {
    for (const bad of ['-_8=', '+/8', ' +/8=', '', 'a===']) {
      expect(isBase64(bad)).toBe(false)
      expect(() => fromBase64(bad)).toThrow(TypeError)
    }
  })
})
