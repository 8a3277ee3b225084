import type { StorageKey, StorageOwner } from './storage.js'

export interface CacheEntry {
  timestamp: number
  value: unknown
}

type CacheRecord = Record<string, CacheEntry>

const parseCache = (raw: unknown): CacheRecord | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw as Record<string, unknown>).filter(
    ([, e]) =>
      typeof e === 'object' && e !== null && typeof (e as CacheEntry).timestamp === 'number' && 'value' in e,
  )
  return Object.fromEntries(entries) as CacheRecord
}

/**
 * A cache in storage: each entry carries the time it was written and is dropped once older than
 * `lifetimeMs`. `parse` checks the stored value's shape; a value of the wrong shape is a miss.
 */
export function readCache<T>(
  storage: StorageOwner,
  key: StorageKey,
  id: string,
  lifetimeMs: number,
  parse: (raw: unknown) => T | undefined,
  now = Date.now(),
): T | undefined {
  const record = storage.read(key, parseCache) ?? {}
  const entry = record[id]
  if (!entry) return undefined
  if (now - entry.timestamp > lifetimeMs || entry.timestamp > now) {
    const { [id]: _, ...rest } = record
    storage.write(key, rest)
    return undefined
  }
  return parse(entry.value)
}

export function writeCache(
  storage: StorageOwner,
  key: StorageKey,
  id: string,
  value: unknown,
  now = Date.now(),
) {
  const record = storage.read(key, parseCache) ?? {}
  storage.write(key, { ...record, [id]: { timestamp: now, value } })
}

/** The stored entry as it is, for a reader that judges its age itself. */
export function readCacheEntry(storage: StorageOwner, key: StorageKey, id: string): CacheEntry | undefined {
  return storage.read(key, parseCache)?.[id]
}

/** Stores an entry, keeping at most `maxEntries` of the newest. */
export function writeCacheEntry(
  storage: StorageOwner,
  key: StorageKey,
  id: string,
  entry: CacheEntry,
  maxEntries: number,
): void {
  const record = { ...storage.read(key, parseCache), [id]: entry }
  const kept = Object.entries(record)
    .sort(([, a], [, b]) => b.timestamp - a.timestamp)
    .slice(0, maxEntries)
  storage.write(key, Object.fromEntries(kept))
}

export function deleteCacheEntry(storage: StorageOwner, key: StorageKey, id: string): void {
  const record = storage.read(key, parseCache)
  if (!record || !(id in record)) return
  const { [id]: _, ...rest } = record
  storage.write(key, rest)
}
