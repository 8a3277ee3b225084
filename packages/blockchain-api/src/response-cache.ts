import { z } from 'zod'
import type { CacheStore } from './cache-store.js'

/** Answers kept with a timestamp, each read checked against its schema and its lifetime. */
export interface ResponseCache {
  /** The stored value while it is younger than `lifetimeMs` and still passes `schema`; else undefined. */
  read<T>(key: string, schema: z.ZodType<T>, lifetimeMs: number): T | undefined
  /** Stores `value` as of `timestamp`, unless the store already holds a newer answer. */
  write(key: string, value: unknown, timestamp: number): void
  /** Drops an answer that is known to be out of date (the account just changed it). */
  forget(key: string): void
}

const timestampSchema = z.object({ timestamp: z.number().finite() })

/**
 * A cache over a pluggable store. The store may hold anything, written by an older SDK or edited
 * by hand, so every read is parsed again: a corrupted, old-format or expired entry is a miss (and
 * is deleted), never a crash. A failing store is a cache that never hits.
 */
export function createResponseCache(store: CacheStore, now: () => number): ResponseCache {
  const get = (key: string): unknown => {
    try {
      return store.get(key)
    } catch {
      return undefined
    }
  }
  const drop = (key: string) => {
    try {
      store.delete(key)
    } catch {
      // Nothing to do: the entry will fail its check again next time.
    }
  }
  return {
    read(key, schema, lifetimeMs) {
      const raw = get(key)
      if (raw === undefined || raw === null) return undefined
      const entry = z.object({ timestamp: z.number().finite(), value: schema }).safeParse(raw)
      const age = entry.success ? now() - entry.data.timestamp : Number.NaN
      // A negative age is an entry from the future: a clock set back, or a forged entry.
      if (!entry.success || !(age >= 0 && age < lifetimeMs)) {
        drop(key)
        return undefined
      }
      return entry.data.value
    },
    write(key, value, timestamp) {
      // A forced refresh may finish before an older request that started first; keep the newer.
      const stored = timestampSchema.safeParse(get(key))
      if (stored.success && stored.data.timestamp > timestamp) return
      try {
        store.set(key, { timestamp, value })
      } catch {
        // A full or blocked storage: the answer is still returned, only not kept.
      }
    },
    forget: drop,
  }
}

/** A store key from a cache name and the request's parts, unambiguous whatever the parts contain. */
export function cacheKey(name: string, parts: readonly string[]): string {
  return [name, ...parts].map(encodeURIComponent).join('/')
}
