import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type CacheStore, createMemoryCacheStore } from './cache-store.js'
import { cacheKey, createResponseCache } from './response-cache.js'

const schema = z.object({ name: z.string() })

/** A store that hands back exactly what a test put in it, as a corrupted localStorage might. */
function rawStore(entries: Record<string, unknown>): CacheStore & { deleted: string[] } {
  const deleted: string[] = []
  return {
    deleted,
    get: (key) => entries[key],
    set: (key, entry) => {
      entries[key] = entry
    },
    delete: (key) => {
      deleted.push(key)
      delete entries[key]
    },
  }
}

describe('createResponseCache', () => {
  it('hits while younger than the lifetime and misses from then on', () => {
    let time = 1000
    const cache = createResponseCache(createMemoryCacheStore(), () => time)
    cache.write('k', { name: 'a' }, 1000)
    time = 1000 + 14_999
    expect(cache.read('k', schema, 15_000)).toEqual({ name: 'a' })
    time = 1000 + 15_000
    expect(cache.read('k', schema, 15_000)).toBeUndefined()
    // Expired entries are deleted, so a later, longer lifetime does not revive them.
    expect(cache.read('k', schema, 60_000)).toBeUndefined()
  })

  it('drops unknown keys of the value on read', () => {
    const cache = createResponseCache(
      rawStore({ k: { timestamp: 0, value: { name: 'a', extra: 1 } } }),
      () => 0,
    )
    expect(cache.read('k', schema, 10)).toStrictEqual({ name: 'a' })
  })

  it.each([
    ['not an object', 'garbage'],
    ['no timestamp', { value: { name: 'a' } }],
    ['a text timestamp', { timestamp: '0', value: { name: 'a' } }],
    ['an old-format value', { timestamp: 0, value: { title: 'a' } }],
    ['a timestamp from the future', { timestamp: 5, value: { name: 'a' } }],
  ])('treats an entry with %s as a miss and deletes it', (_, entry) => {
    const store = rawStore({ k: entry })
    const cache = createResponseCache(store, () => 0)
    expect(cache.read('k', schema, 1000)).toBeUndefined()
    expect(store.deleted).toEqual(['k'])
  })

  it('misses without deleting when there is nothing stored', () => {
    const store = rawStore({ n: null })
    const cache = createResponseCache(store, () => 0)
    expect(cache.read('k', schema, 1000)).toBeUndefined()
    expect(cache.read('n', schema, 1000)).toBeUndefined()
    expect(store.deleted).toEqual([])
  })

  it('keeps the newer of two answers, whatever order they arrive in', () => {
    const store = createMemoryCacheStore()
    const cache = createResponseCache(store, () => 100)
    cache.write('k', { name: 'new' }, 50)
    cache.write('k', { name: 'old' }, 40)
    expect(cache.read('k', schema, 1000)).toEqual({ name: 'new' })
    cache.write('k', { name: 'newer' }, 60)
    expect(cache.read('k', schema, 1000)).toEqual({ name: 'newer' })
  })

  it('works as a cache that never hits when the store throws', () => {
    const broken: CacheStore = {
      get: () => {
        throw new SyntaxError('Unexpected token')
      },
      set: () => {
        throw new Error('QuotaExceededError')
      },
      delete: () => {
        throw new Error('SecurityError')
      },
    }
    const cache = createResponseCache(broken, () => 0)
    expect(() => cache.write('k', { name: 'a' }, 0)).not.toThrow()
    expect(cache.read('k', schema, 1000)).toBeUndefined()
    const corrupt = { ...broken, get: () => ({ timestamp: 'x' }) }
    expect(createResponseCache(corrupt, () => 0).read('k', schema, 1000)).toBeUndefined()
  })
})

describe('cacheKey', () => {
  it('joins encoded parts, so parts that contain the separator stay apart', () => {
    expect(cacheKey('portfolio', ['eip155:1', '0xab', 'usd'])).toBe('portfolio/eip155%3A1/0xab/usd')
    expect(cacheKey('h', ['a/b', 'c'])).not.toBe(cacheKey('h', ['a', 'b/c']))
    expect(cacheKey('h', ['a', ''])).not.toBe(cacheKey('h', ['a']))
  })
})
