import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerPreflight, type CorsPolicy, type OriginDecision } from './preflight.js'
import { type RunningServer, startServer } from './server.js'

let server: RunningServer

const SITE = 'http://site.test'
const SITE_ONLY: CorsPolicy = {
  methods: 'GET, PUT, OPTIONS',
  headers: 'authorization',
  maxAge: 600,
  origin: (req): OriginDecision =>
    req.headers.origin === SITE
      ? { allowed: true, headers: { vary: 'origin', 'access-control-allow-origin': SITE } }
      : { allowed: false, headers: { vary: 'origin' } },
}

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      handle(req, res, url) {
        if (url.pathname === '/site') return answerPreflight(req, res, SITE_ONLY)
        if (url.pathname === '/json')
          return answerPreflight(req, res, { methods: 'POST', unnamedHeaders: 'content-type' })
        if (url.pathname === '/any') return answerPreflight(req, res, { methods: 'GET, HEAD, OPTIONS' })
        return answerPreflight(req, res, { methods: 'POST, OPTIONS' })
      },
    },
  ])
})
afterAll(() => server.close())

describe('answerPreflight', () => {
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

describe('answerPreflight with a policy of its own', () => {
  it('answers an allowed origin with its headers, the fixed request headers and the lifetime', async () => {
    const response = await fetch(`${server.url}/site`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-headers': 'x-other' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.get('vary')).toBe('origin')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, PUT, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization')
    expect(response.headers.get('access-control-max-age')).toBe('600')
  })

  it('refuses another origin with 403 and allows it nothing', async () => {
    const response = await fetch(`${server.url}/site`, {
      method: 'OPTIONS',
      headers: { origin: 'http://x.test' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('leaves any other method to the service', async () => {
    expect((await fetch(`${server.url}/site`, { headers: { origin: SITE } })).status).toBe(404)
  })
})

describe('answerPreflight when the page names no header', () => {
  it('allows the policy’s default headers instead of any', async () => {
    const response = await fetch(`${server.url}/json`, { method: 'OPTIONS' })
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
    const asked = await fetch(`${server.url}/json`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'x-page' },
    })
    expect(asked.headers.get('access-control-allow-headers')).toBe('x-page')
  })
})
