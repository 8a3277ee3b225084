import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from '../test/memory-storage.js'
import { readCache, writeCache } from './cache.js'
import { createStorage, STORAGE_KEYS, type StorageOwner } from './storage.js'

const KEY = STORAGE_KEYS.nativeBalanceCache
const asString = (raw: unknown) => (typeof raw === 'string' ? raw : undefined)

describe('cache entries with timestamps', () => {
  let backend: ReturnType<typeof createMemoryBackend>
  let storage: StorageOwner
  beforeEach(() => {
    backend = createMemoryBackend()
    storage = createStorage(backend)
  })

  it('returns a value within its lifetime', () => {
    writeCache(storage, KEY, 'a', '1.5', 1_000)
    expect(readCache(storage, KEY, 'a', 30_000, asString, 31_000)).toBe('1.5')
  })

  it('drops a value past its lifetime', () => {
    writeCache(storage, KEY, 'a', '1.5', 1_000)
    expect(readCache(storage, KEY, 'a', 30_000, asString, 31_001)).toBeUndefined()
    expect(readCache(storage, KEY, 'a', 30_000, asString, 1_000)).toBeUndefined()
  })

  it('treats an entry from the future (a changed clock) as expired', () => {
    writeCache(storage, KEY, 'a', '1.5', 50_000)
    expect(readCache(storage, KEY, 'a', 30_000, asString, 1_000)).toBeUndefined()
  })

  it('keeps entries apart by id', () => {
    writeCache(storage, KEY, 'a', 'x', 0)
    writeCache(storage, KEY, 'b', 'y', 0)
    expect(readCache(storage, KEY, 'a', 10, asString, 0)).toBe('x')
    expect(readCache(storage, KEY, 'b', 10, asString, 0)).toBe('y')
  })

  it('ignores malformed entries and values of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend.setItem(KEY, JSON.stringify({ a: { timestamp: 'x', value: 1 }, b: { timestamp: 0, value: 5 } }))
    expect(readCache(storage, KEY, 'a', 10, asString, 0)).toBeUndefined()
    expect(readCache(storage, KEY, 'b', 10, asString, 0)).toBeUndefined()
    backend.setItem(KEY, '[]')
    expect(readCache(storage, KEY, 'b', 10, asString, 0)).toBeUndefined()
  })
})
