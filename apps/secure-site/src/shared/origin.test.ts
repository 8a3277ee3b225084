import { describe, expect, it } from 'vitest'
import { isExactHttpOrigin } from './origin.js'

describe('isExactHttpOrigin', () => {
  it('accepts http and https origins with or without a port', () => {
    expect(isExactHttpOrigin('https://app.example.com')).toBe(true)
    expect(isExactHttpOrigin('http://127.0.0.1:4173')).toBe(true)
  })

  it('refuses paths, trailing slashes, wildcards, other schemes and directive smuggling', () => {
    for (const bad of [
      'https://app.example.com/',
      'https://app.example.com/path',
      '*',
      'null',
      'javascript:alert(1)',
      'ftp://example.com',
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example b.example',
      'HTTPS://APP.EXAMPLE.COM',
    ]) {
      expect(isExactHttpOrigin(bad), bad).toBe(false)
    }
  })
})
