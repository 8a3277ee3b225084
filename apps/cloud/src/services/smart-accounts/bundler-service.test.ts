import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { LAB_AA } from './aa-accounts.js'
import { bundlerService } from './bundler-service.js'
import { BundlerDownError, type Bundlers } from './bundlers.js'
import type { SmartAccountsBackend } from './smart-accounts-backend.js'

let server: RunningServer | undefined
let alto: Server | undefined
afterEach(async () => {
  await server?.close()
  alto?.close()
  server = alto = undefined
})

/** A bundler that answers every request with the method it got. */
async function echoBundler(): Promise<string> {
  alto = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: method }))
    })
  })
  await new Promise<void>((resolve) => alto!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(alto!.address() as AddressInfo).port}`
}

function bundlersAt(url: string | Error): Bundlers & { stopped: number[] } {
  const stopped: number[] = []
  const get = async () => {
    if (url instanceof Error) throw url
    return { url, exited: new Promise<void>(() => undefined), stop: async () => undefined }
  }
  return {
    stopped,
    get,
    start: get,
    stop: async (chainId) => void stopped.push(chainId),
    close: async () => undefined,
  }
}

async function serve(bundlers: Bundlers, testMode = false): Promise<string> {
  const backend: SmartAccountsBackend = {
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    deployments: [{ chainId: 31337, ...LAB_AA }],
    bundlers,
  }
  server = await startServer('127.0.0.1', 0, [
    bundlerService({ backend: Promise.resolve(backend), testMode }),
  ])
  return server.url
}

const call = (url: string, query = '?chainId=eip155:31337&projectId=lab', init: RequestInit = {}) =>
  fetch(`${url}/v1/bundler${query}`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_supportedEntryPoints', params: [] }),
    ...init,
  })

describe('bundlerService', () => {
  it("passes a request to the chain's bundler and its answer back, for any page", async () => {
    const url = await serve(bundlersAt(await echoBundler()))
    const answer = await call(url)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 4, result: 'eth_supportedEntryPoints' })
  })

  it('refuses a request without a project or for a chain it has no bundler for', async () => {
    const url = await serve(bundlersAt(await echoBundler()))
    const missing = await call(url, '?chainId=eip155:31337')
    expect([missing.status, await missing.json()]).toEqual([400, { message: 'Project ID Missing' }])
    const unknown = await call(url, '?chainId=eip155:1&projectId=lab')
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { message: 'Invalid chainId: expected one of eip155:31337' },
    ])
    expect((await call(url, '', { method: 'GET', body: null })).status).toBe(405)
  })

  it('answers 503 with a JSON-RPC error naming the chain when its bundler is down or gone', async () => {
    for (const bundlers of [bundlersAt(new BundlerDownError('stopped')), bundlersAt('http://127.0.0.1:1')]) {
      const url = await serve(bundlers)
      const answer = await call(url)
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32603, message: 'Bundler unavailable: the bundler of eip155:31337 is down' },
      })
      await server?.close()
      server = undefined
    }
  })

  it('does not let a page stop the bundler outside test mode (any page taking it down for everyone)', async () => {
    const bundlers = bundlersAt(await echoBundler())
    const url = await serve(bundlers)
    expect((await fetch(`${url}/test/bundler/stop?chainId=eip155:31337`, { method: 'POST' })).status).toBe(
      404,
    )
    expect(bundlers.stopped).toEqual([])
  })

  it('stops and starts a bundler in test mode', async () => {
    const bundlers = bundlersAt(await echoBundler())
    const url = await serve(bundlers, true)
    expect((await fetch(`${url}/test/bundler/stop?chainId=eip155:31337`, { method: 'POST' })).status).toBe(
      204,
    )
    expect(bundlers.stopped).toEqual([31337])
    expect((await fetch(`${url}/test/bundler/start?chainId=eip155:31337`, { method: 'POST' })).status).toBe(
      204,
    )
    expect((await fetch(`${url}/test/bundler/stop?chainId=eip155:9`, { method: 'POST' })).status).toBe(400)
  })
})
