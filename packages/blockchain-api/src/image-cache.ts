import { IMAGE_PRELOAD_TIMEOUT_MS } from '@appkit/common'
import { ImagePreloadTimeoutError } from './errors.js'
import { defaultImageLoader, type ImageLoader } from './image-loader.js'

/** The image caches of spec §3, one namespace of ids each. */
export const IMAGE_CACHE_KEYS = [
  'walletImages',
  'networkImages',
  'chainImages',
  'connectorImages',
  'tokenImages',
  'currencyImages',
] as const
export type ImageCacheKey = (typeof IMAGE_CACHE_KEYS)[number]

/** Spec §3: cache entries carry a timestamp (ms since the epoch, when the URL was stored). */
export interface ImageCacheEntry {
  url: string
  timestamp: number
}

export interface ImageCache {
  get(key: ImageCacheKey, id: string): string | undefined
  getEntry(key: ImageCacheKey, id: string): ImageCacheEntry | undefined
  /** Stores a URL the caller already has (e.g. an EIP-6963 data: icon); replaces any entry. */
  set(key: ImageCacheKey, id: string, url: string): void
  /**
   * Loads `url` and stores the result under key/id; resolves with the stored URL. An id already
   * stored resolves at once; concurrent calls for one id share one load. Rejects with
   * `ImagePreloadTimeoutError` after `timeoutMs`, or with the loader's typed error, and stores
   * nothing then, so a later call tries again.
   */
  preload(key: ImageCacheKey, id: string, url: string, timeoutMs?: number): Promise<string>
  delete(key: ImageCacheKey, id: string): void
  /** Drops every entry and frees the object URLs it made; loads in flight still land afterwards. */
  clear(): void
}

export interface ImageCacheOptions {
  /** Defaults to object URLs in a page and plain URLs in Node (see `defaultImageLoader`). */
  loader?: ImageLoader
  now?: () => number
}

interface StoredEntry extends ImageCacheEntry {
  /** Made by the loader, so the cache must release it when dropping it. */
  owned: boolean
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const loader = options.loader ?? defaultImageLoader()
  const now = options.now ?? Date.now
  const entries = new Map<string, StoredEntry>()
  const loading = new Map<string, Promise<string>>()

  const drop = (slot: string) => {
    const entry = entries.get(slot)
    if (entry?.owned) loader.release?.(entry.url)
    entries.delete(slot)
  }
  const store = (slot: string, url: string, owned: boolean) => {
    drop(slot)
    entries.set(slot, { url, timestamp: now(), owned })
  }

  const preload = (key: ImageCacheKey, id: string, url: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS) => {
    const slot = slotOf(key, id)
    const stored = entries.get(slot)
    if (stored) return Promise.resolve(stored.url)
    const pending = loading.get(slot)
    if (pending) return pending
    const load = loadWithTimeout(loader, url, timeoutMs)
      .then((loaded) => {
        // A `set` while this was loading wins: it is newer than this load.
        const current = entries.get(slot)
        if (current) {
          if (current.url !== loaded) loader.release?.(loaded)
          return current.url
        }
        store(slot, loaded, true)
        return loaded
      })
      .finally(() => loading.delete(slot))
    loading.set(slot, load)
    return load
  }

  return {
    get: (key, id) => entries.get(slotOf(key, id))?.url,
    getEntry(key, id) {
      const entry = entries.get(slotOf(key, id))
      return entry && { url: entry.url, timestamp: entry.timestamp }
    },
    set: (key, id, url) => store(slotOf(key, id), url, false),
    preload,
    delete: (key, id) => drop(slotOf(key, id)),
    clear() {
      for (const slot of [...entries.keys()]) drop(slot)
    },
  }
}

// A separator that cannot occur in a key, so `walletImages` + `a` never meets another key's id.
function slotOf(key: ImageCacheKey, id: string): string {
  return `${key}\u0000${id}`
}

/**
 * Runs the loader with a deadline. The signal stops a loader that listens; the race covers one that
 * does not, and what such a loader brings back late is released rather than leaked.
 */
function loadWithTimeout(loader: ImageLoader, url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new ImagePreloadTimeoutError({ details: `${url} did not load within ${timeoutMs} ms` })
      controller.abort(error)
      reject(error)
    }, timeoutMs)
    loader.load(url, controller.signal).then(
      (loaded) => {
        clearTimeout(timer)
        if (controller.signal.aborted) loader.release?.(loaded)
        else resolve(loaded)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
