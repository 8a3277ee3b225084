import type { StorageKey, StorageOwner } from './storage.js'

interface CacheEntry {
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
