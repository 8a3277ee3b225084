import { resolveObjectURL } from 'node:buffer'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpRequestError, RequestAbortedError } from './errors.js'
import { createObjectUrlLoader, defaultImageLoader, recordUrlLoader } from './image-loader.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'
let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
  server.reply('/image.svg', { body: SVG, contentType: 'image/svg+xml' })
})

afterAll(async () => {
  await server.close()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createObjectUrlLoader', () => {
  it('downloads the image into an object URL and releases it', async () => {
    const loader = createObjectUrlLoader()
    const objectUrl = await loader.load(`${server.url}/image.svg`, new AbortController().signal)
    expect(objectUrl).toMatch(/^blob:/)
    const blob = resolveObjectURL(objectUrl)
    expect(await blob?.text()).toBe(SVG)
    expect(blob?.type).toBe('image/svg+xml')
    loader.release?.(objectUrl)
    expect(resolveObjectURL(objectUrl)).toBeUndefined()
  })

  it('fails with the typed errors of a request', async () => {
    const loader = createObjectUrlLoader()
    await expect(
      loader.load(`${server.url}/missing.svg`, new AbortController().signal),
    ).rejects.toBeInstanceOf(HttpRequestError)
    await expect(loader.load(`${server.url}/image.svg`, AbortSignal.abort())).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  it('uses the fetch it is given', async () => {
    const seen: string[] = []
    const loader = createObjectUrlLoader({
      fetch: async (input) => {
        seen.push(input)
        return new Response(new Blob([SVG], { type: 'image/svg+xml' }))
      },
    })
    expect(await loader.load('http://127.0.0.1:1/x.svg', new AbortController().signal)).toMatch(/^blob:/)
    expect(seen).toEqual(['http://127.0.0.1:1/x.svg'])
  })
})

describe('defaultImageLoader', () => {
  it('records plain URLs in Node', async () => {
    expect(defaultImageLoader()).toBe(recordUrlLoader)
    await expect(
      recordUrlLoader.load('http://127.0.0.1:1/a.svg', new AbortController().signal),
    ).resolves.toBe('http://127.0.0.1:1/a.svg')
  })

  it('makes object URLs where there is a page', () => {
    vi.stubGlobal('document', {})
    const loader = defaultImageLoader()
    expect(loader).not.toBe(recordUrlLoader)
    expect(loader.release).toBeTypeOf('function')
  })
})
