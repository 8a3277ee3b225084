import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GuardOptions, guardRequest } from './guard.js'
import { type RunningServer, startServer } from './server.js'

let server: RunningServer

/** /explorer guards as the explorer does; /api as the blockchain API's POST endpoint; /any takes any method. */
const GUARDS: Record<string, GuardOptions> = {
  '/explorer': { allowed: ['GET', 'HEAD'], slowMs: 20 },
  '/api': { cors: { methods: 'GET, POST, OPTIONS' }, allowed: ['POST'], faults: ['500', 'hang'], slowMs: 20 },
  '/any': { slowMs: 20 },
}

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    {
      async handle(req, res, url) {
        if (!(await guardRequest(req, res, url, GUARDS[url.pathname]!))) res.end('the service’s answer')
        return true
      },
    },
  ])
})
afterAll(() => server.close())

describe('guardRequest', () => {
  it('answers a preflight with the service’s methods', async () => {
    const explorer = await fetch(`${server.url}/explorer`, { method: 'OPTIONS' })
    expect(explorer.status).toBe(204)
    expect(explorer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    const api = await fetch(`${server.url}/api`, { method: 'OPTIONS' })
    expect(api.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
  })

  it('refuses a method the path does not take, naming the ones it does', async () => {
    const response = await fetch(`${server.url}/explorer`, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await response.json()).toEqual({ message: 'Method Not Allowed' })
    expect((await fetch(`${server.url}/api`)).headers.get('allow')).toBe('POST, OPTIONS')
    expect(await (await fetch(`${server.url}/any`, { method: 'DELETE' })).text()).toBe('the service’s answer')
  })

  it('acts out a fault, waits out a slow one, and refuses one it does not know', async () => {
    expect((await fetch(`${server.url}/explorer?fault=503`)).status).toBe(503)
    expect(await (await fetch(`${server.url}/explorer?fault=slow`)).text()).toBe('the service’s answer')
    expect((await fetch(`${server.url}/api?fault=500`, { method: 'POST' })).status).toBe(500)
    const unknown = await fetch(`${server.url}/api?fault=503`, { method: 'POST' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ message: 'Unknown fault "503"; use one of 500, hang' })
  })

  it('lets a request without a fault through to the service', async () => {
    expect(await (await fetch(`${server.url}/explorer`)).text()).toBe('the service’s answer')
  })
})
