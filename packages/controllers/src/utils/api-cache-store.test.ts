import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../test/memory-storage.js'
import { API_CACHE_MAX_ENTRIES, createApiCacheStore } from './api-cache-store.js'
import { createStorage, STORAGE_KEYS } from './storage.js'

describe('the API cache store', () => {
  it('keeps each kind of answer under its own storage key, and outlives the store (a reload)', () => {
    const backend = createMemoryBackend()
    const first = createApiCacheStore(createStorage(backend))
    first.set('portfolio/eip155%3A1/0xabc/usd', { timestamp: 5, value: [{ symbol: 'ETH' }] })
    first.set('identity/0xabc', { timestamp: 6, value: { name: 'alice' } })
    expect(Object.keys(JSON.parse(backend.getItem(STORAGE_KEYS.portfolioCache)!))).toEqual([
      'portfolio/eip155%3A1/0xabc/usd',
    ])
    const reloaded = createApiCacheStore(createStorage(backend))
    expect(reloaded.get('identity/0xabc')).toEqual({ timestamp: 6, value: { name: 'alice' } })
    reloaded.delete('identity/0xabc')
    expect(reloaded.get('identity/0xabc')).toBeUndefined()
  })

  it('keeps nothing of a kind it does not know, and only the newest entries of each', () => {
    const backend = createMemoryBackend()
    const store = createApiCacheStore(createStorage(backend))
    store.set('walletAssets/0xabc', { timestamp: 1, value: {} })
    expect(store.get('walletAssets/0xabc')).toBeUndefined()
    for (let i = 0; i <= API_CACHE_MAX_ENTRIES; i++) store.set(`identity/${i}`, { timestamp: i, value: {} })
    expect(store.get('identity/0')).toBeUndefined()
    expect(store.get(`identity/${API_CACHE_MAX_ENTRIES}`)).toBeDefined()
  })

  it('reads corrupted storage as a miss', () => {
    const backend = createMemoryBackend()
    backend.setItem(STORAGE_KEYS.identityCache, '{not json')
    const store = createApiCacheStore(createStorage(backend))
    expect(store.get('identity/0xabc')).toBeUndefined()
    store.set('identity/0xabc', { timestamp: 1, value: { name: 'bob' } })
    expect(store.get('identity/0xabc')).toEqual({ timestamp: 1, value: { name: 'bob' } })
  })
})
