import { afterEach, describe, expect, it, vi } from 'vitest'
import { SIWX_NONCE_LENGTH } from './constants.js'
import { isSiwxNonce } from './message/grammar.js'
import { generateNonce } from './nonce.js'

describe('generateNonce', () => {
  afterEach(() => vi.restoreAllMocks())

  it('makes EIP-4361 nonces of at least 96 bits', () => {
    const nonce = generateNonce()
    expect(isSiwxNonce(nonce)).toBe(true)
    expect(nonce).toHaveLength(SIWX_NONCE_LENGTH)
    expect(SIWX_NONCE_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(96)
  })

  it('never repeats in ten thousand draws', () => {
    const nonces = new Set(Array.from({ length: 10_000 }, generateNonce))
    expect(nonces.size).toBe(10_000)
  })

  it('uses every character about equally', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 5_000; i++)
      for (const char of generateNonce()) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect(counts.size).toBe(62)
    // 100,000 characters over 62: about 1,613 each; a modulo bias would put the first 8 near 1,950.
    for (const count of counts.values()) expect(count).toBeGreaterThan(1_400)
    for (const count of counts.values()) expect(count).toBeLessThan(1_830)
  })

  it('draws from crypto.getRandomValues and skips the bytes that would bias it', () => {
    // 248..255 are thrown away; 0 is 'A', 61 is '9', 62 wraps to 'A' again.
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array
      bytes.fill(0)
      bytes.set([255, 248, 0, 61, 62])
      return array
    })
    const nonce = generateNonce()
    expect(spy).toHaveBeenCalled()
    expect(nonce.startsWith('A9A')).toBe(true)
    expect(nonce).toHaveLength(SIWX_NONCE_LENGTH)
  })
})
