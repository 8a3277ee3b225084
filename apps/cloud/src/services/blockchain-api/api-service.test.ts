import { balancesResponseSchema, historyResponseSchema, supportedChainsSchema } from '@appkit/blockchain-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_ACCOUNT } from '../../fixtures/bench-account.js'
import type { RunningServer } from '../../http/server.js'
import { blockchainApiService } from './api-service.js'
import { fakeBackend, IDENTITY, serve } from './api-test-server.test-helper.js'

let server: RunningServer
let failed: RunningServer

beforeAll(async () => {
  server = await serve([
    blockchainApiService({
      backend: Promise.resolve(
        fakeBackend({
          solana: [{ chainId: 'solana:LabSvm11111111111111111111111111', rpcUrl: 'http://127.0.0.1:1' }],
        }),
      ),
      slowMs: 50,
    }),
  ])
  failed = await serve([blockchainApiService({ backend: Promise.reject(new Error('no database')) })])
})
afterAll(async () => {
  await server.close()
  await failed.close()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

describe('blockchainApiService', () => {
  it('lists the supported chains, with CORS', async () => {
    const response = await get(`/v1/supported-chains?${IDENTITY}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = supportedChainsSchema.parse(await response.json())
    expect(body).toEqual({
      http: ['eip155:31337', 'eip155:31338', 'solana:LabSvm11111111111111111111111111'],
      ws: [],
    })
  })

  it('answers a preflight for GET and POST with the requested headers', async () => {
    const response = await get('/v1/fungible/price', {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type, x-sdk' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-sdk')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it.each([
    ['', 'Project ID Missing'],
    ['projectId=p', 'SDK Type Missing'],
    ['projectId=p&st=appkit&sv=%20', 'SDK Version Missing'],
  ])('refuses a call without its identity (%o)', async (query, message) => {
    const response = await get(`/v1/supported-chains?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })

  it('needs only projectId on the JSON-RPC endpoint, as its URL carries only that', async () => {
    const missing = await get('/v1/?chainId=eip155:31337', { method: 'POST', body: '{}' })
    expect(await missing.json()).toEqual({ message: 'Project ID Missing' })
    const unknownChain = await get('/v1/?chainId=eip155:1&projectId=p', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(unknownChain.status).toBe(200)
    expect(await unknownChain.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Unsupported chain' },
    })
  })

  it('refuses other methods with 405 and unknown /v1 paths with 404', async () => {
    const post = await get(`/v1/supported-chains?${IDENTITY}`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, OPTIONS')
    const unknown = await get(`/v1/convert/nothing?${IDENTITY}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Not found: /v1/convert/nothing' })
  })

  it('leaves other paths to the other services', async () => {
    const service = blockchainApiService({ backend: Promise.resolve(fakeBackend()) })
    const url = new URL('http://127.0.0.1/health')
    await expect(service.handle({ method: 'GET' } as never, {} as never, url)).resolves.toBe(false)
  })

  it('answers 400 for bad parameters, as { message }', async () => {
    const response = await get(`/v1/account/0x12/balance?chainId=eip155:31337&${IDENTITY}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid address' })
  })

  it('answers 503 when the backend did not start', async () => {
    const response = await fetch(`${failed.url}/v1/supported-chains?${IDENTITY}`)
    expect(response.status).toBe(503)
    // The start's failure (here "no database") stays in the log.
    expect(await response.json()).toEqual({ message: 'The blockchain API did not start' })
  })

  it('serves the bench account: 50 balances and 1,000 transactions in pages of 20', async () => {
    const balance = await get(`/v1/account/${BENCH_ACCOUNT}/balance?chainId=eip155:31337&${IDENTITY}`)
    const balances = balancesResponseSchema.parse(await balance.json()).balances
    expect(balances).toHaveLength(50)
    expect(balances[0]?.iconUrl).toBe(`${server.url}/public/getTokenImage/ETH`)

    const hashes = new Set<string>()
    let cursor: string | null | undefined
    let pages = 0
    do {
      const query = `chainId=eip155:31338&${IDENTITY}${cursor ? `&cursor=${cursor}` : ''}`
      const page = historyResponseSchema.parse(
        await (await get(`/v1/account/${BENCH_ACCOUNT}/history?${query}`)).json(),
      )
      expect(page.data.length).toBe(20)
      for (const tx of page.data) hashes.add(tx.metadata.hash)
      cursor = page.next
      pages += 1
    } while (cursor)
    expect(pages).toBe(50)
    expect(hashes.size).toBe(1000)
  })

  describe('fault=', () => {
    it.each([
      ['429', 429, 'Too Many Requests', '1'],
      ['500', 500, 'Internal Server Error', null],
      ['503', 503, 'Service Unavailable', '1'],
    ])('%s answers %i', async (fault, status, message, retryAfter) => {
      const response = await get(`/v1/supported-chains?fault=${fault}`)
      expect(response.status).toBe(status)
      expect(response.headers.get('retry-after')).toBe(retryAfter)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({ message })
    })

    it('malformed answers 200 with a body that is not JSON', async () => {
      const response = await get(`/v1/account/${BENCH_ACCOUNT}/history?fault=malformed`)
      expect(response.status).toBe(200)
      await expect(response.json()).rejects.toThrow()
    })

    it('slow answers normally after the wait', async () => {
      const response = await get(`/v1/supported-chains?fault=slow&${IDENTITY}`)
      expect(response.status).toBe(200)
    })

    it('hang never answers; the client gives up', async () => {
      const attempt = get(`/v1/supported-chains?fault=hang&${IDENTITY}`, { signal: AbortSignal.timeout(100) })
      await expect(attempt).rejects.toThrow(/abort|timeout/i)
    })

    it('refuses an unknown fault', async () => {
      const response = await get('/v1/supported-chains?fault=404')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: 'Unknown fault "404"; use one of 429, 500, 503, malformed, slow, hang',
      })
    })
  })
})
