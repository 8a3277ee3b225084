import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, type Service, startServer } from '../../server.js'
import { sendExplorerError, sendExplorerJson, sendPreflight, sendSvg } from './explorer-http.js'

let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
})

// One path per helper, so each answer is checked as a browser would receive it.
const helpers: Service = {
  handle(req, res, url) {
    if (url.pathname === '/json') sendExplorerJson(res, 200, { ok: 'é' })
    else if (url.pathname === '/error')
      sendExplorerError(res, 429, 'Too Many Requests', { 'retry-after': '1' })
    else if (url.pathname === '/svg') sendSvg(res, '<svg/>')
    else if (url.pathname === '/preflight') sendPreflight(res, req.headers['access-control-request-headers'])
    else return false
    return true
  },
}

describe('explorer answers', () => {
  it('send JSON with CORS and an exact length', async () => {
    server = await startServer('127.0.0.1', 0, [helpers])
    const response = await fetch(`${server.url}/json`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"ok":"é"}')))
    await expect(response.json()).resolves.toEqual({ ok: 'é' })
  })

  it('send errors as { message } with their extra headers', async () => {
    server = await startServer('127.0.0.1', 0, [helpers])
    const response = await fetch(`${server.url}/error`)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    await expect(response.json()).resolves.toEqual({ message: 'Too Many Requests' })
  })

  it('send SVG cacheable for a day', async () => {
    server = await startServer('127.0.0.1', 0, [helpers])
    const response = await fetch(`${server.url}/svg`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.text()).toBe('<svg/>')
  })

  it('answer a preflight with 204, allowing any header when none was asked', async () => {
    server = await startServer('127.0.0.1', 0, [helpers])
    const response = await fetch(`${server.url}/preflight`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toBe('*')
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })
})
