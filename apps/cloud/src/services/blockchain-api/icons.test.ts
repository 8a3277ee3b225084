import { describe, expect, it } from 'vitest'
import { avatarUrl, tokenIconUrl } from './icons.js'

describe('icon URLs', () => {
  it('point at the cloud’s image endpoints', () => {
    expect(tokenIconUrl('http://127.0.0.1:8787', { symbol: 'LUSD' })).toBe(
      'http://127.0.0.1:8787/public/getTokenImage/LUSD',
    )
    expect(avatarUrl('http://127.0.0.1:8787', 'alice')).toBe(
      'http://127.0.0.1:8787/public/getAssetImage/alice',
    )
  })

  it('escape what is not safe in a path', () => {
    expect(tokenIconUrl('http://h', { symbol: 'A/B C' })).toBe('http://h/public/getTokenImage/A%2FB%20C')
  })
})
