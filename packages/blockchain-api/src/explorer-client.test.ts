import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidBaseUrlError, InvalidResponseError, RequestAbortedError } from './errors.js'
import { createExplorerClient } from './explorer-client.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

const wallet = {
  id: 'c'.repeat(64),
  name: 'Lab Wallet One',
  image_id: '2f0c1f5e-6d0a-4c8e-9a51-0c3d7f1b2a44',
  rdns: 'com.appkit.labwalletone',
  chains: ['eip155:1'],
  mobile_link: 'labwalletone://',
  desktop_link: null,
  webapp_link: null,
}

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.requests.length = 0
  server.reply('/getWallets', { body: { count: 1, data: [wallet] } })
  server.reply('/getAnalyticsConfig', { body: { isAnalyticsEnabled: false } })
})

function client() {
  return createExplorerClient({
    baseUrl: `${server.url}/`,
    projectId: 'lab-project',
    sdkVersion: 'html-test-1.0.0',
  })
}

function lastQuery(): Record<string, string> {
  return Object.fromEntries(server.requests.at(-1)!.searchParams)
}

describe('createExplorerClient', () => {
  it('gets wallets with the identity and the filters, lists comma-separated', async () => {
    const result = await client().getWallets({
      page: 2,
      entries: 40,
      search: '  lab ',
      include: ['a', 'b'],
      exclude: ['c'],
      badgeType: 'certified',
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      names: ['Lab Wallet One'],
      rdns: ['com.appkit.labwalletone', 'org.appkit.testwallet'],
    })
    expect(result).toEqual({ count: 1, data: [wallet] })
    expect(server.requests.at(-1)!.pathname).toBe('/getWallets')
    expect(lastQuery()).toEqual({
      projectId: 'lab-project',
      st: 'appkit',
      sv: 'html-test-1.0.0',
      page: '2',
      entries: '40',
      search: 'lab',
      include: 'a,b',
      exclude: 'c',
      badge_type: 'certified',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      names: 'Lab Wallet One',
      rdns: 'com.appkit.labwalletone,org.appkit.testwallet',
    })
  })

  it('sends only the identity when no filter is given, and a custom SDK type', async () => {
    const custom = createExplorerClient({
      baseUrl: server.url,
      projectId: 'p',
      sdkType: 'w3m',
      sdkVersion: '1',
    })
    await custom.getWallets({ search: '   ', include: [] })
    expect(lastQuery()).toEqual({ projectId: 'p', st: 'w3m', sv: '1' })
  })

  it('gets the analytics config with the identity', async () => {
    await expect(client().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
    expect(server.requests.at(-1)!.pathname).toBe('/getAnalyticsConfig')
    expect(lastQuery()).toEqual({ projectId: 'lab-project', st: 'appkit', sv: 'html-test-1.0.0' })
  })

  it.each([429, 500])('keeps the status of HTTP %i', async (status) => {
    server.reply('/getWallets', { status, body: { message: 'nope' } })
    await expect(client().getWallets()).rejects.toSatisfy(
      (error) => error instanceof HttpRequestError && error.status === status,
    )
  })

  it('rejects malformed JSON and a body of the wrong shape', async () => {
    server.reply('/getWallets', { body: '{"count": 1, "data": [' })
    await expect(client().getWallets()).rejects.toBeInstanceOf(InvalidResponseError)
    server.reply('/getWallets', { body: { count: 1, data: [{ ...wallet, id: 7 }] } })
    await expect(client().getWallets()).rejects.toMatchObject({
      message: 'Invalid response from server',
      details: 'data[0].id: Invalid input: expected string, received number',
    })
    server.reply('/getAnalyticsConfig', { body: {} })
    await expect(client().getAnalyticsConfig()).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('can be aborted', async () => {
    server.reply('/getWallets', { body: { count: 0, data: [] }, delayMs: 5000 })
    const controller = new AbortController()
    const pending = client().getWallets({}, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(client().getAnalyticsConfig({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  it('uses the fetch it is given', async () => {
    const seen: string[] = []
    const custom = createExplorerClient({
      baseUrl: 'http://127.0.0.1:1',
      projectId: 'p',
      sdkVersion: '1',
      fetch: async (input) => {
        seen.push(input)
        return new Response(JSON.stringify({ isAnalyticsEnabled: true }))
      },
    })
    await expect(custom.getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    expect(seen).toEqual(['http://127.0.0.1:1/getAnalyticsConfig?projectId=p&st=appkit&sv=1'])
  })

  it('builds image URLs with the identity and an encoded id', () => {
    const urls = client()
    const query = 'projectId=lab-project&st=appkit&sv=html-test-1.0.0'
    expect(urls.walletImageUrl('abc-1')).toBe(`${server.url}/getWalletImage/abc-1?${query}`)
    expect(urls.assetImageUrl('eip155:1')).toBe(`${server.url}/public/getAssetImage/eip155%3A1?${query}`)
    expect(urls.currencyImageUrl('USD')).toBe(`${server.url}/public/getCurrencyImage/USD?${query}`)
    expect(urls.tokenImageUrl('a/b')).toBe(`${server.url}/public/getTokenImage/a%2Fb?${query}`)
  })

  it('fails at once on a bad base URL', () => {
    expect(() => createExplorerClient({ baseUrl: 'localhost', projectId: 'p', sdkVersion: '1' })).toThrow(
      InvalidBaseUrlError,
    )
  })
})
