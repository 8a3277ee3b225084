import { type FetchFn, fetchBody } from './fetch-body.js'

/**
 * How the image cache turns a remote URL into the URL it stores. `release` frees what `load`
 * made (an object URL) once the cache drops it.
 */
export interface ImageLoader {
  load(url: string, signal: AbortSignal): Promise<string>
  release?(url: string): void
}

/**
 * Browser loader: downloads the image once and keeps it as an object URL, so reopening a view shows
 * it at once, with no request and no flicker, even when the HTTP cache has evicted it.
 */
export function createObjectUrlLoader(options: { fetch?: FetchFn } = {}): ImageLoader {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return {
    async load(url, signal) {
      const blob = await fetchBody(fetchFn, url, 'image/*', (response) => response.blob(), { signal })
      return URL.createObjectURL(blob)
    },
    release: (url) => URL.revokeObjectURL(url),
  }
}

/** Node loader (SSR, tests): there is nothing to draw, so the remote URL itself is what is kept. */
export const recordUrlLoader: ImageLoader = {
  load: async (url) => url,
}

/** The object-URL loader where there is a page to draw in, the recording one elsewhere. */
export function defaultImageLoader(): ImageLoader {
  const inPage = typeof document !== 'undefined' && typeof URL.createObjectURL === 'function'
  return inPage ? createObjectUrlLoader() : recordUrlLoader
}
