import { CACHE_LIFETIME_MS, RPC_BATCH_SIZE } from '@appkit/common'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CacheEntry, CacheStore } from './cache-store.js'
import { RequestAbortedError } from './errors.js'
import { ACCOUNT, ether, LUSD, labUsd, NATIVE, OTHER } from './test/api-fixtures.js'
import { apiClient, paths, seen, serveBlockchainApi } from './test/blockchain-api-fixtures.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'
import { jsonRpcEndpoint, messagesOf } from './test/json-rpc-fixture.js'

// Caching, sharing of requests under way, and JSON-RPC batching, through the client and real fetch.

let server: FixtureServer
let time: number
const now = () => time

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  serveBlockchainApi(server)
  time = 1_000_000
})

/** A store that keeps what it is given as it is, and lets a test put anything in it. */
function mapStore(): CacheStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    get: (key) => entries.get(key),
    set: (key, entry: CacheEntry) => entries.set(key, JSON.parse(JSON.stringify(entry))),
    delete: (key) => entries.delete(key),
  }
}

const balances = (client = apiClient(server, { now }), chainId = 'eip155:31337') =>
  client.getBalances({ address: ACCOUNT, chainId })

describe('caching', () => {
  it('keeps balances for 30 s, then asks again', async () => {
    const client = apiClient(server, { now })
    await balances(client)
    time += CACHE_LIFETIME_MS.portfolio - 1
    await expect(balances(client)).resolves.toEqual([ether, labUsd])
    expect(seen(server, paths.balance)).toHaveLength(1)
    time += 1
    await balances(client)
    expect(seen(server, paths.balance)).toHaveLength(2)
  })

  it('keeps each address, chain and currency apart, EVM addresses whatever their case', async () => {
    const client = apiClient(server, { now })
    server.reply(`/v1/account/${ACCOUNT.toLowerCase()}/balance`, { body: { balances: [] } })
    await client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337' })
    await client.getBalances({ address: ACCOUNT.toLowerCase(), chainId: 'eip155:31337' })
    expect(server.received).toHaveLength(1)
    await client.getBalances({ address: ACCOUNT, chainId: 'eip155:31338' })
    await client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337', currency: 'eur' })
    await client.getBalances({ address: OTHER, chainId: 'eip155:31337' }).catch(() => {})
    expect(server.received).toHaveLength(4)
  })

  it('bypasses the cache with forceUpdate, and keeps the fresh answer for the next reads', async () => {
    const client = apiClient(server, { now })
    await balances(client)
    server.reply(paths.balance, { body: { balances: [labUsd] } })
    await expect(
      client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337', forceUpdate: LUSD }),
    ).resolves.toEqual([labUsd])
    expect(seen(server, paths.balance)).toHaveLength(2)
    await expect(balances(client)).resolves.toEqual([labUsd])
    expect(seen(server, paths.balance)).toHaveLength(2)
  })

  it('keeps an identity for 5 min, whoever the sender', async () => {
    const client = apiClient(server, { now })
    await client.getIdentity({ address: ACCOUNT, sender: OTHER })
    time += CACHE_LIFETIME_MS.identity - 1
    await client.getIdentity({ address: ACCOUNT.toLowerCase() })
    expect(seen(server, paths.identity)).toHaveLength(1)
    time += 1
    await client.getIdentity({ address: ACCOUNT })
    expect(seen(server, paths.identity)).toHaveLength(2)
  })

  it('keeps each history page for 15 s, by cursor', async () => {
    const client = apiClient(server, { now })
    const first = { address: ACCOUNT, chainId: 'eip155:31337' }
    await client.getHistory(first)
    await client.getHistory({ ...first, cursor: 'page-2' })
    await client.getHistory(first)
    await expect(client.getHistory({ ...first, cursor: 'page-2' })).resolves.not.toHaveProperty('next')
    expect(seen(server, paths.history)).toHaveLength(2)
    time += CACHE_LIFETIME_MS.transactionHistory
    await client.getHistory(first)
    expect(seen(server, paths.history)).toHaveLength(3)
  })

  it('reads history past the cache when asked for a fresh page, and keeps that answer', async () => {
    const client = apiClient(server, { now })
    const first = { address: ACCOUNT, chainId: 'eip155:31337' }
    await client.getHistory(first)
    await client.getHistory({ ...first, fresh: true })
    expect(seen(server, paths.history)).toHaveLength(2)
    await client.getHistory(first)
    expect(seen(server, paths.history)).toHaveLength(2)
  })

  it('keeps prices for 15 s, by currency and list of tokens', async () => {
    const client = apiClient(server, { now })
    await client.getTokenPrices({ addresses: [NATIVE] })
    await client.getTokenPrices({ addresses: [NATIVE.replace(/e{40}$/, 'E'.repeat(40))] })
    expect(seen(server, paths.price)).toHaveLength(1)
    await client.getTokenPrices({ addresses: [NATIVE, LUSD] })
    await client.getTokenPrices({ addresses: [NATIVE], currency: 'eur' })
    expect(seen(server, paths.price)).toHaveLength(3)
    time += CACHE_LIFETIME_MS.tokenPrice
    await client.getTokenPrices({ addresses: [NATIVE] })
    expect(seen(server, paths.price)).toHaveLength(4)
  })

  it('does not cache the supported chains, wallet assets or failures', async () => {
    const client = apiClient(server, { now })
    await client.getSupportedChains()
    await client.getSupportedChains()
    await client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] })
    await client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] })
    server.reply(paths.identity, { status: 500, body: { message: 'down' } })
    await expect(client.getIdentity({ address: ACCOUNT })).rejects.toThrow('HTTP status code: 500')
    server.reply(paths.identity, { body: { name: null, avatar: null } })
    await client.getIdentity({ address: ACCOUNT })
    expect(server.received.map((request) => request.url.pathname)).toEqual([
      paths.chains,
      paths.chains,
      paths.rpc,
      paths.rpc,
      paths.identity,
      paths.identity,
    ])
  })

  it('stores JSON entries with the time the request started, under readable keys', async () => {
    const store = mapStore()
    await apiClient(server, { now, cache: store }).getBalances({ address: ACCOUNT, chainId: 'eip155:31337' })
    expect([...store.entries]).toEqual([
      [
        `portfolio/eip155%3A31337/${ACCOUNT.toLowerCase()}/usd`,
        { timestamp: 1_000_000, value: [ether, labUsd] },
      ],
    ])
  })

  it('shares the store between clients, as the SDK’s localStorage one is shared between loads', async () => {
    const store = mapStore()
    await balances(apiClient(server, { now, cache: store }))
    await expect(balances(apiClient(server, { now, cache: store }))).resolves.toEqual([ether, labUsd])
    expect(seen(server, paths.balance)).toHaveLength(1)
  })

  it.each([
    ['corrupted', 'not an entry'],
    ['old-format', { timestamp: 1_000_000, value: { balances: [ether] } }],
    ['wrongly typed', { timestamp: 1_000_000, value: [{ ...ether, price: 'free' }] }],
  ])('reads a %s entry as a miss, asks again and replaces it', async (_, entry) => {
    const store = mapStore()
    const key = `portfolio/eip155%3A31337/${ACCOUNT.toLowerCase()}/usd`
    store.entries.set(key, entry)
    await expect(balances(apiClient(server, { now, cache: store }))).resolves.toEqual([ether, labUsd])
    expect(seen(server, paths.balance)).toHaveLength(1)
    expect(store.entries.get(key)).toEqual({ timestamp: 1_000_000, value: [ether, labUsd] })
  })

  it('works without caching when the store throws', async () => {
    const broken: CacheStore = {
      get: () => {
        throw new Error('SecurityError')
      },
      set: () => {
        throw new Error('QuotaExceededError')
      },
      delete: () => {},
    }
    const client = apiClient(server, { now, cache: broken })
    await expect(balances(client)).resolves.toEqual([ether, labUsd])
    await expect(balances(client)).resolves.toEqual([ether, labUsd])
    expect(seen(server, paths.balance)).toHaveLength(2)
  })

  it('gives each caller its own copy of a cached answer', async () => {
    const client = apiClient(server, { now })
    const first = await balances(client)
    first.pop()
    await expect(balances(client)).resolves.toEqual([ether, labUsd])
  })
})

describe('sharing requests under way', () => {
  it('sends one request for identical calls that all missed the cache', async () => {
    const client = apiClient(server, { now })
    const answers = await Promise.all([balances(client), balances(client), balances(client)])
    expect(answers).toEqual([
      [ether, labUsd],
      [ether, labUsd],
      [ether, labUsd],
    ])
    expect(seen(server, paths.balance)).toHaveLength(1)
  })

  it('shares identity, history, price, chain and wallet-asset requests too, but not different ones', async () => {
    const client = apiClient(server, { now })
    await Promise.all([
      client.getIdentity({ address: ACCOUNT }),
      client.getIdentity({ address: ACCOUNT.toLowerCase() }),
      client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337' }),
      client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337' }),
      client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337', cursor: 'page-2' }),
      client.getTokenPrices({ addresses: [NATIVE] }),
      client.getTokenPrices({ addresses: [NATIVE] }),
      client.getSupportedChains(),
      client.getSupportedChains(),
      client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
      client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
    ])
    expect(seen(server, paths.identity)).toHaveLength(1)
    expect(seen(server, paths.history)).toHaveLength(2)
    expect(seen(server, paths.price)).toHaveLength(1)
    expect(seen(server, paths.chains)).toHaveLength(1)
    expect(seen(server, paths.rpc).flatMap((request) => messagesOf(request.body))).toHaveLength(1)
  })

  it('does not let a forced refresh join a plain read under way', async () => {
    const client = apiClient(server, { now })
    await Promise.all([
      balances(client),
      client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337', forceUpdate: LUSD }),
    ])
    expect(seen(server, paths.balance).map((request) => request.url.searchParams.get('forceUpdate'))).toEqual(
      [null, LUSD],
    )
  })

  it('keeps the request going for the others when one caller aborts', async () => {
    server.reply(paths.balance, { delayMs: 50, body: { balances: [ether] } })
    const client = apiClient(server, { now })
    const leaving = new AbortController()
    const gone = client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337' }, { signal: leaving.signal })
    const staying = balances(client)
    leaving.abort()
    await expect(gone).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(staying).resolves.toEqual([ether])
    expect(seen(server, paths.balance)).toHaveLength(1)
  })

  it('starts afresh after a shared request failed', async () => {
    const client = apiClient(server, { now })
    server.reply(paths.balance, { status: 503, body: { message: 'down' } })
    const failed = await Promise.allSettled([balances(client), balances(client)])
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    serveBlockchainApi(server)
    await expect(balances(client)).resolves.toEqual([ether, labUsd])
    expect(seen(server, paths.balance)).toHaveLength(1)
  })
})

describe('JSON-RPC batching through the client', () => {
  it('gives one transport per chain, each with its own URL', () => {
    const client = apiClient(server)
    expect(client.rpc('eip155:31337')).toBe(client.rpc('eip155:31337'))
    expect(client.rpc('eip155:31338')).not.toBe(client.rpc('eip155:31337'))
    expect(client.rpc('eip155:31338').url).toBe(client.rpcUrl('eip155:31338'))
  })

  it('sends wallet_getAssets and other calls of one tick in one POST', async () => {
    const client = apiClient(server)
    const rpc = client.rpc('eip155:31337')
    const [assets, block] = await Promise.all([
      client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
      rpc.request({ method: 'eth_blockNumber' }),
    ])
    expect(Object.keys(assets)).toEqual(['0x7a69'])
    expect(block).toEqual({ method: 'eth_blockNumber', params: [] })
    expect(seen(server, paths.rpc).map((request) => messagesOf(request.body).length)).toEqual([2])
  })

  it(`splits past ${RPC_BATCH_SIZE} requests and matches every answer by id`, async () => {
    server.reply(
      paths.rpc,
      jsonRpcEndpoint(({ params }) => ({ result: (params as number[])[0] }), { reverse: true }),
    )
    const rpc = apiClient(server).rpc('eip155:31337')
    const count = RPC_BATCH_SIZE + 1
    const results = await Promise.all(
      Array.from({ length: count }, (_, index) => rpc.request({ method: 'eth_getBalance', params: [index] })),
    )
    expect(results).toEqual(Array.from({ length: count }, (_, index) => index))
    expect(seen(server, paths.rpc).map((request) => messagesOf(request.body).length)).toEqual([
      RPC_BATCH_SIZE,
      1,
    ])
  })
})
