import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../http/server.js'
import type { ChainInfo } from './chains/chains.js'
import { healthService, readinessService } from './health.js'

let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
})

/** Stands in for the chains so the answer does not depend on starting anvil. */
function fakeChains(up: boolean, list: ChainInfo[]) {
  return { list: () => list, answering: async () => up }
}

describe('healthService', () => {
  it('answers 503 while the chains are not answering', async () => {
    server = await startServer('127.0.0.1', 0, [healthService(fakeChains(false, []))])
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(503)
    await expect(response.json()).resolves.toEqual({ ok: false })
  })

  it('lists the chains once they answer', async () => {
    const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }]
    server = await startServer('127.0.0.1', 0, [healthService(fakeChains(true, chains))])
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(
      '{"ok":true,"chains":[{"chainId":31337,"rpcUrl":"http://127.0.0.1:8545"}]}',
    )
  })

  it('leaves other paths to other services', async () => {
    server = await startServer('127.0.0.1', 0, [healthService(fakeChains(true, []))])
    expect((await fetch(`${server.url}/other`)).status).toBe(404)
  })
})

describe('readinessService', () => {
  const up = { name: 'database', check: async () => true }

  it('answers liveness whatever the checks say', async () => {
    server = await startServer('127.0.0.1', 0, [
      readinessService([{ name: 'database', check: async () => false }]),
    ])
    const response = await fetch(`${server.url}/health/live`)
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({ ok: true })
  })

  it('is ready, on /health and /health/ready, only when every check passes', async () => {
    const relay = { name: 'relay', check: async () => false }
    server = await startServer('127.0.0.1', 0, [readinessService([up, relay])])
    for (const path of ['/health', '/health/ready']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(503)
      await expect(response.json()).resolves.toEqual({
        ok: false,
        checks: { database: 'ok', relay: 'failing' },
      })
    }
    await server.close()
    server = await startServer('127.0.0.1', 0, [readinessService([up])])
    const ready = await fetch(`${server.url}/health/ready`)
    expect(ready.status).toBe(200)
    await expect(ready.json()).resolves.toEqual({ ok: true, checks: { database: 'ok' } })
  })

  it('counts a check that throws or hangs as failing', async () => {
    const throws = { name: 'database', check: () => Promise.reject(new Error('down')) }
    const hangs = { name: 'relay', check: () => new Promise<boolean>(() => {}) }
    server = await startServer('127.0.0.1', 0, [readinessService([throws, hangs], 50)])
    const response = await fetch(`${server.url}/health/ready`)
    expect(response.status).toBe(503)
    await expect(response.json()).resolves.toEqual({
      ok: false,
      checks: { database: 'failing', relay: 'failing' },
    })
  })

  it('leaves other paths and methods to the other services', async () => {
    server = await startServer('127.0.0.1', 0, [readinessService([up])])
    expect((await fetch(`${server.url}/health/other`)).status).toBe(404)
    expect((await fetch(`${server.url}/health`, { method: 'POST' })).status).toBe(404)
  })
})
