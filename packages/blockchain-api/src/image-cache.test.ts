import { IMAGE_PRELOAD_TIMEOUT_MS } from '@appkit/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ImagePreloadTimeoutError, NetworkRequestError } from './errors.js'
import { createImageCache, IMAGE_CACHE_KEYS } from './image-cache.js'
import type { ImageLoader } from './image-loader.js'

afterEach(() => {
  vi.useRealTimers()
})

/** A loader the test drives by hand: it records calls and resolves or fails when told to. */
function manualLoader() {
  const calls: {
    url: string
    signal: AbortSignal
    resolve(url: string): void
    reject(error: unknown): void
  }[] = []
  const released: string[] = []
  const loader: ImageLoader = {
    load: (url, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ url, signal, resolve, reject })
      }),
    release: (url) => released.push(url),
  }
  return { loader, calls, released }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createImageCache', () => {
  it('has the spec’s cache keys', () => {
    expect(IMAGE_CACHE_KEYS).toEqual([
      'walletImages',
      'networkImages',
      'chainImages',
      'connectorImages',
      'tokenImages',
      'currencyImages',
    ])
  })

  it('stores URLs by key and id, with a timestamp', () => {
    const cache = createImageCache({ now: () => 1234 })
    cache.set('walletImages', 'a', 'http://127.0.0.1:1/a.svg')
    expect(cache.get('walletImages', 'a')).toBe('http://127.0.0.1:1/a.svg')
    expect(cache.getEntry('walletImages', 'a')).toEqual({ url: 'http://127.0.0.1:1/a.svg', timestamp: 1234 })
    expect(cache.get('tokenImages', 'a')).toBeUndefined()
    expect(cache.getEntry('tokenImages', 'a')).toBeUndefined()
  })

  it('in Node, preload just records the URL', async () => {
    const cache = createImageCache()
    await expect(cache.preload('networkImages', 'eip155:1', 'http://127.0.0.1:1/n.svg')).resolves.toBe(
      'http://127.0.0.1:1/n.svg',
    )
    expect(cache.get('networkImages', 'eip155:1')).toBe('http://127.0.0.1:1/n.svg')
  })

  it('shares one load between concurrent preloads and reuses what it stored', async () => {
    const { loader, calls } = manualLoader()
    const cache = createImageCache({ loader })
    const first = cache.preload('walletImages', 'a', 'http://127.0.0.1:1/a.svg')
    const second = cache.preload('walletImages', 'a', 'http://127.0.0.1:1/a.svg')
    expect(calls).toHaveLength(1)
    calls[0]!.resolve('blob:a')
    await expect(first).resolves.toBe('blob:a')
    await expect(second).resolves.toBe('blob:a')
    await expect(cache.preload('walletImages', 'a', 'http://127.0.0.1:1/a.svg')).resolves.toBe('blob:a')
    expect(calls).toHaveLength(1)
    expect(cache.get('walletImages', 'a')).toBe('blob:a')
  })

  it('times out after the spec’s 2 s by default, stores nothing, and tries again next time', async () => {
    vi.useFakeTimers()
    const { loader, calls, released } = manualLoader()
    const cache = createImageCache({ loader })
    const pending = cache.preload('walletImages', 'a', 'http://127.0.0.1:1/a.svg')
    const outcome = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
    expect(calls[0]!.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ImagePreloadTimeoutError)
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(calls[0]!.signal.reason).toBe(error)
    expect(cache.get('walletImages', 'a')).toBeUndefined()

    // A loader that ignores the signal and answers late: its object URL is freed, not kept.
    calls[0]!.resolve('blob:late')
    await vi.advanceTimersByTimeAsync(0)
    expect(released).toEqual(['blob:late'])
    expect(cache.get('walletImages', 'a')).toBeUndefined()

    void cache.preload('walletImages', 'a', 'http://127.0.0.1:1/a.svg', 50).catch(() => undefined)
    expect(calls).toHaveLength(2)
  })

  it('passes the loader’s error on and stores nothing', async () => {
    const { loader, calls } = manualLoader()
    const cache = createImageCache({ loader })
    const pending = cache.preload('tokenImages', 'usdc', 'http://127.0.0.1:1/usdc.svg')
    const error = new NetworkRequestError()
    calls[0]!.reject(error)
    await expect(pending).rejects.toBe(error)
    expect(cache.get('tokenImages', 'usdc')).toBeUndefined()
  })

  it('lets a set during a load win, and frees what the load brought', async () => {
    const { loader, calls, released } = manualLoader()
    const cache = createImageCache({ loader })
    const pending = cache.preload('connectorImages', 'c', 'http://127.0.0.1:1/c.svg')
    cache.set('connectorImages', 'c', 'data:image/svg+xml,<svg/>')
    calls[0]!.resolve('blob:c')
    await expect(pending).resolves.toBe('data:image/svg+xml,<svg/>')
    expect(released).toEqual(['blob:c'])
  })

  it('frees the object URLs it made when entries are replaced, deleted or cleared', async () => {
    const { loader, calls, released } = manualLoader()
    const cache = createImageCache({ loader })
    const load = async (id: string) => {
      const pending = cache.preload('currencyImages', id, `http://127.0.0.1:1/${id}.svg`)
      await settle()
      calls.at(-1)!.resolve(`blob:${id}`)
      return pending
    }
    await load('usd')
    await load('eur')
    await load('gbp')
    cache.set('currencyImages', 'usd', 'http://127.0.0.1:1/usd-2.svg')
    cache.delete('currencyImages', 'eur')
    cache.set('chainImages', 'x', 'http://127.0.0.1:1/x.svg')
    cache.clear()
    expect(released).toEqual(['blob:usd', 'blob:eur', 'blob:gbp'])
    expect(cache.get('chainImages', 'x')).toBeUndefined()
    expect(cache.get('currencyImages', 'usd')).toBeUndefined()
  })
})
