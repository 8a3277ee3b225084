import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, sendCorsError, sendCorsJson, sendJson } from './send.js'
import { type RunningServer, startServer } from './server.js'

let server: RunningServer

// One path per helper, so each answer is checked as a browser would receive it.
beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      handle(_, res, url) {
        if (url.pathname === '/json') sendCorsJson(res, 200, { ok: 'é' })
        else if (url.pathname === '/error')
          sendCorsError(res, 429, 'Too Many Requests', { 'retry-after': '1' })
        else if (url.pathname === '/own') sendJson(res, 503, { ok: false })
        else if (url.pathname === '/text')
          send(res, 200, 'text/plain', 'hi', { 'access-control-allow-origin': 'x' })
        else return false
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('answers', () => {
  it('send JSON with CORS and an exact length', async () => {
    const response = await fetch(`${server.url}/json`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"ok":"é"}')))
    await expect(response.json()).resolves.toEqual({ ok: 'é' })
  })

  it('send errors as { message } with their extra headers', async () => {
    const response = await fetch(`${server.url}/error`)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    await expect(response.json()).resolves.toEqual({ message: 'Too Many Requests' })
  })

  it('send the server’s own JSON without CORS', async () => {
    const response = await fetch(`${server.url}/own`)
    expect(response.status).toBe(503)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    await expect(response.json()).resolves.toEqual({ ok: false })
  })

  it('let a caller’s headers win over the defaults', async () => {
    const response = await fetch(`${server.url}/text`)
    expect(response.headers.get('access-control-allow-origin')).toBe('x')
    expect(await response.text()).toBe('hi')
  })
})
