import { describe, expect, it } from 'vitest'
import { createProviderCache } from './provider-cache.js'

describe('createProviderCache', () => {
  it('gives the same provider for an account each time, another for another account', () => {
    const cache = createProviderCache<{ address: string }>()
    const first = cache.get('w', '0x1', () => ({ address: '0x1' }))
    expect(cache.get('w', '0x1', () => ({ address: 'new' }))).toBe(first)
    expect(cache.get('w', '0x2', () => ({ address: '0x2' }))).toEqual({ address: '0x2' })
  })

  it('makes new providers for a connector that disconnected, and keeps the others', () => {
    const cache = createProviderCache<string>()
    cache.get('w', '0x1', () => 'old')
    cache.get('other', '0x1', () => 'kept')
    cache.forget('w')
    expect(cache.get('w', '0x1', () => 'new')).toBe('new')
    expect(cache.get('other', '0x1', () => 'new')).toBe('kept')
  })
})
