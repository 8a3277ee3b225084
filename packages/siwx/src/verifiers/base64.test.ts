import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64 } from './base64.js'

describe('decodeBase64', () => {
  it('reads what Node writes, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase64(Buffer.from(bytes).toString('base64'))).toEqual(bytes)
      }),
    )
  })

  it('refuses unpadded, URL-safe, spaced and foreign text', () => {
    for (const text of ['AQ', 'AQ=', '-_8=', 'AQ== ', 'A Q==', '====', 'A===', 'é']) {
      expect(decodeBase64(text)).toBeUndefined()
    }
    expect(decodeBase64('')).toEqual(new Uint8Array())
  })
})
