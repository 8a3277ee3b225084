import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../http/server.js'
import type { ChainInfo } from './chains/chains.js'
import { healthService } from './health.js'

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
