import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, type Service, sendJson, startServer } from './server.js'

let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
})

const ping: Service = {
  handle(_req, res, url) {
    if (url.pathname !== '/ping') return false
    sendJson(res, 200, { pong: true })
    return true
  },
}

const broken: Service = {
  handle(_req, _res, url) {
    if (url.pathname === '/broken') throw new Error('boom')
    return false
  },
}

describe('startServer', () => {
  it('routes to the service that owns the path, 404 otherwise', async () => {
    server = await startServer('127.0.0.1', 0, [broken, ping])
    const ok = await fetch(`${server.url}/ping`)
    expect(ok.status).toBe(200)
    await expect(ok.json()).resolves.toEqual({ pong: true })

    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    await expect(missing.json()).resolves.toEqual({ error: 'Not found: GET /nope' })
  })

  it('answers 500 when a service throws, and keeps serving', async () => {
    server = await startServer('127.0.0.1', 0, [broken, ping])
    const failed = await fetch(`${server.url}/broken`)
    expect(failed.status).toBe(500)
    await expect(failed.json()).resolves.toEqual({ error: 'boom' })
    expect((await fetch(`${server.url}/ping`)).status).toBe(200)
  })

  it('rejects when the port is taken', async () => {
    server = await startServer('127.0.0.1', 0, [])
    await expect(startServer('127.0.0.1', server.port, [])).rejects.toThrow(/EADDRINUSE/)
  })
})
