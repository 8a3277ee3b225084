import { type CacheEntry, deleteCacheEntry, readCacheEntry, writeCacheEntry } from './cache.js'
import { STORAGE_KEYS, type StorageKey, type StorageOwner } from './storage.js'

/** Where each kind of API answer is kept; the kind is the first segment of the client's cache key. */
const KINDS: Record<string, StorageKey> = {
  portfolio: STORAGE_KEYS.portfolioCache,
  identity: STORAGE_KEYS.identityCache,
  tokenPrice: STORAGE_KEYS.tokenPriceCache,
  transactionHistory: STORAGE_KEYS.transactionHistoryCache,
}

/** Entries kept per kind: enough for a few accounts and networks, never a growing pile. */
export const API_CACHE_MAX_ENTRIES = 50

/**
 * The blockchain API client's cache store over the core's storage, so answers outlive a reload
 * (spec §3: balances, identity, token prices and history are kept locally). Kinds the storage does
 * not list are not kept. Synchronous, and never throws: the storage owner swallows every failure.
 */
export function createApiCacheStore(storage: StorageOwner) {
  const where = (key: string) => KINDS[key.slice(0, key.indexOf('/'))]
  return {
    get(key: string): unknown {
      const kind = where(key)
      return kind && readCacheEntry(storage, kind, key)
    },
    set(key: string, entry: CacheEntry): void {
      const kind = where(key)
      if (kind) writeCacheEntry(storage, kind, key, entry, API_CACHE_MAX_ENTRIES)
    },
    delete(key: string): void {
      const kind = where(key)
      if (kind) deleteCacheEntry(storage, kind, key)
    },
  }
}
