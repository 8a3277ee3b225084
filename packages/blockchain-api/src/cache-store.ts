/** What the client keeps per cached answer: when it was asked for, and the parsed answer. */
export interface CacheEntry {
  /** `now()` when the request that produced `value` started, in ms. */
  timestamp: number
  /** JSON-serialisable; parsed again with the answer's schema on every read. */
  value: unknown
}

/**
 * Where cached answers live. Synchronous, like `localStorage`, so a cache hit costs no tick and two
 * calls in one tick cannot both miss. `get` returns whatever was stored (or undefined); the client
 * checks it, so a store may hand back anything, and any of the three may throw (a full or blocked
 * `localStorage`): a throwing `get` is a miss, a throwing `set` or `delete` is ignored.
 */
export interface CacheStore {
  get(key: string): unknown
  set(key: string, entry: CacheEntry): void
  delete(key: string): void
}

/**
 * The default store, in memory for the life of the client. Entries are kept as JSON text, as
 * `localStorage` would keep them, so a caller mutating an answer cannot change what the next one
 * reads, and a value that does not survive JSON fails here first rather than in the SDK's store.
 */
export function createMemoryCacheStore(): CacheStore {
  const entries = new Map<string, string>()
  return {
    get(key) {
      const text = entries.get(key)
      return text === undefined ? undefined : JSON.parse(text)
    },
    set(key, entry) {
      entries.set(key, JSON.stringify(entry))
    },
    delete(key) {
      entries.delete(key)
    },
  }
}
