import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installMemoryStorage } from '../test/memory-storage.js'
import { clearCache, readCache, writeCache } from './cache.js'
import { STORAGE_KEYS } from './storage.js'

const KEY = STORAGE_KEYS.nativeBalanceCache
const asString = (raw: unknown) => (typeof raw === 'string' ? raw : undefined)

describe('cache entries with timestamps', () => {
  beforeEach(() => installMemoryStorage())

  it('returns a value within its lifetime', () => {
    writeCache(KEY, 'a', '1.5', 1_000)
    expect(readCache(KEY, 'a', 30_000, asString, 31_000)).toBe('1.5')
  })

  it('drops a value past its lifetime', () => {
    writeCache(KEY, 'a', '1.5', 1_000)
    expect(readCache(KEY, 'a', 30_000, asString, 31_001)).toBeUndefined()
    expect(readCache(KEY, 'a', 30_000, asString, 1_000)).toBeUndefined()
  })

  it('treats an entry from the future (a changed clock) as expired', () => {
    writeCache(KEY, 'a', '1.5', 50_000)
    expect(readCache(KEY, 'a', 30_000, asString, 1_000)).toBeUndefined()
  })

  it('keeps entries apart by id and clears one', () => {
    writeCache(KEY, 'a', 'x', 0)
    writeCache(KEY, 'b', 'y', 0)
    clearCache(KEY, 'a')
    expect(readCache(KEY, 'a', 10, asString, 0)).toBeUndefined()
    expect(readCache(KEY, 'b', 10, asString, 0)).toBe('y')
  })

  it('ignores malformed entries and values of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(
      KEY,
      JSON.stringify({ a: { timestamp: 'x', value: 1 }, b: { timestamp: 0, value: 5 } }),
    )
    expect(readCache(KEY, 'a', 10, asString, 0)).toBeUndefined()
    expect(readCache(KEY, 'b', 10, asString, 0)).toBeUndefined()
    localStorage.setItem(KEY, '[]')
    expect(readCache(KEY, 'b', 10, asString, 0)).toBeUndefined()
  })
})
