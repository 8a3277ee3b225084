import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendPreflight } from './preflight.js'
import { type RunningServer, startServer } from './server.js'

let server: RunningServer

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      handle(req, res, url) {
        if (url.pathname === '/any') sendPreflight(res, req.headers['access-control-request-headers'])
        else sendPreflight(res, req.headers['access-control-request-headers'], 'POST, OPTIONS')
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('sendPreflight', () => {
  it('answers 204, allowing any header when none was asked, for a day', async () => {
    const response = await fetch(`${server.url}/any`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('*')
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })

  it('allows the headers the page asked for, and the service’s methods', async () => {
    const response = await fetch(`${server.url}/post`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type' },
    })
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  })
})
