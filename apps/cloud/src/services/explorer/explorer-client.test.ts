import { resolveObjectURL } from 'node:buffer'
import {
  createExplorerClient,
  createImageCache,
  createObjectUrlLoader,
  type ExplorerClient,
  type FetchFn,
  HttpRequestError,
  InvalidResponseError,
  RequestAbortedError,
} from '@appkit/blockchain-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { explorerService } from './explorer-service.js'
import { CHAIN } from './wallet.js'

// End to end: the published client against the real explorer service, so the two cannot drift
// apart (every entry of the catalogue must pass the client's schema).

let server: RunningServer

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [explorerService({ walletCount: 2000, slowMs: 5000 })])
})

afterAll(async () => {
  await server.close()
})

/** A fetch that adds query parameters the client does not know (`fault`, `catalogue`). */
function withQuery(extra: Record<string, string>): FetchFn {
  return (input, init) => {
    const url = new URL(input)
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value)
    return fetch(url, init)
  }
}

function client(options: { fetch?: FetchFn; projectId?: string } = {}): ExplorerClient {
  return createExplorerClient({
    baseUrl: server.url,
    projectId: options.projectId ?? 'lab-project',
    sdkVersion: 'html-test-1.0.0',
    ...(options.fetch && { fetch: options.fetch }),
  })
}

describe('blockchain-api client against the explorer', () => {
  it('reads every page of the default catalogue through the schema', async () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 20; page++) {
      const result = await client().getWallets({ page, entries: 100 })
      expect(result.count).toBe(2000)
      for (const wallet of result.data) seen.add(wallet.id)
    }
    expect(seen.size).toBe(2000)
  })

  it('searches, filters and pages as the modal does', async () => {
    const explorer = client()
    const search = await explorer.getWallets({ search: '  lab wallet ', entries: 100 })
    expect(search.data.map((wallet) => wallet.name)).toEqual(['Lab Wallet One', 'Lab Wallet Two'])

    const featured = await explorer.getWallets({ page: 1, entries: 4, badgeType: 'certified' })
    expect(featured.data).toHaveLength(4)
    expect(featured.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)

    const ids = featured.data.map((wallet) => wallet.id)
    const included = await explorer.getWallets({ include: ids.slice(0, 2) })
    expect(included.data.map((wallet) => wallet.id)).toEqual(ids.slice(0, 2))
    const excluded = await explorer.getWallets({ exclude: ids, entries: 1 })
    expect(excluded.count).toBe(1996)

    const solana = await explorer.getWallets({ chains: [CHAIN.solana], entries: 100 })
    expect(solana.data.every((wallet) => wallet.chains.includes(CHAIN.solana))).toBe(true)

    const byRdns = await explorer.getWallets({
      rdns: ['org.appkit.testwallet'],
      names: ['AppKit Test Wallet'],
    })
    expect(byRdns.data).toHaveLength(1)
    expect(byRdns.data[0]).toMatchObject({ order: 1, rdns: 'org.appkit.testwallet' })
  })

  it('reads the analytics config', async () => {
    await expect(client().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
  })

  it('reads a page of the 10,000-wallet benchmark catalogue', async () => {
    const result = await client({ fetch: withQuery({ catalogue: '10000' }) }).getWallets({
      page: 250,
      entries: 40,
    })
    expect(result.count).toBe(10_000)
    expect(result.data.at(-1)?.order).toBe(10_000)
  })

  it('loads the images at the URLs the client builds', async () => {
    const explorer = client()
    const [wallet] = (await explorer.getWallets({ entries: 1 })).data
    for (const url of [
      explorer.walletImageUrl(wallet!.image_id!),
      explorer.assetImageUrl('eip155:1'),
      explorer.currencyImageUrl('USD'),
      explorer.tokenImageUrl('ETH'),
    ]) {
      const response = await fetch(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    }
  })

  it('preloads a wallet image into an object URL once', async () => {
    const explorer = client()
    const [wallet] = (await explorer.getWallets({ entries: 1 })).data
    const cache = createImageCache({ loader: createObjectUrlLoader() })
    const url = explorer.walletImageUrl(wallet!.image_id!)
    const [a, b] = await Promise.all([
      cache.preload('walletImages', wallet!.id, url),
      cache.preload('walletImages', wallet!.id, url),
    ])
    expect(a).toBe(b)
    expect(await resolveObjectURL(a)?.text()).toMatch(/^<svg /)
    expect(cache.get('walletImages', wallet!.id)).toBe(a)
    cache.clear()
  })

  it.each([429, 500, 503])('turns fault=%i into HttpRequestError with that status', async (status) => {
    const error = await client({ fetch: withQuery({ fault: String(status) }) })
      .getWallets()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status, message: `HTTP status code: ${status}` })
  })

  it('turns fault=malformed into InvalidResponseError', async () => {
    await expect(client({ fetch: withQuery({ fault: 'malformed' }) }).getWallets()).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  it('aborts a slow request', async () => {
    const pending = client({ fetch: withQuery({ fault: 'slow' }) }).getAnalyticsConfig({
      signal: AbortSignal.timeout(100),
    })
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('reports a missing project id with the server’s words', async () => {
    const error = await client({ projectId: '' })
      .getWallets()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
    expect((error as HttpRequestError).details).toMatch(/^Project ID Missing \(GET /)
  })
})
