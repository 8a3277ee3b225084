import { describe, expect, it } from 'vitest'
import { toBase64 } from './bytes.js'
import { signatureText } from './signature-text.js'

const legacy = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 3) % 256)

describe('signatureText', () => {
  it('keeps base64 and turns hex (with or without 0x) into base64', () => {
    expect(signatureText(toBase64(legacy))).toBe(toBase64(legacy))
    const hex = Buffer.from(legacy).toString('hex')
    expect(signatureText(hex)).toBe(toBase64(legacy))
    expect(signatureText(`0x${hex}`)).toBe(toBase64(legacy))
  })

  it('has nothing for an empty or malformed answer', () => {
    for (const value of [undefined, '', 42, 'not base64!']) expect(signatureText(value)).toBeUndefined()
  })
})
