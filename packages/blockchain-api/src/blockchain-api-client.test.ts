import { CaipError, HttpRequestError, InvalidRpcResponseError, RpcError } from '@appkit/common'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { alertCodeOf } from './alert-code.js'
import {
  InvalidAddressError,
  InvalidBaseUrlError,
  InvalidParameterError,
  InvalidResponseError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from './errors.js'
import {
  ACCOUNT,
  ether,
  etherPrice,
  LUSD,
  labUsd,
  NATIVE,
  nativeAsset,
  OTHER,
  send,
  spamNft,
  tokenAsset,
} from './test/api-fixtures.js'
import {
  apiClient,
  IDENTITY,
  lastQuery,
  paths,
  seen,
  serveBlockchainApi,
} from './test/blockchain-api-fixtures.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'
import { messagesOf } from './test/json-rpc-fixture.js'

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  serveBlockchainApi(server)
})

describe('createBlockchainApiClient: what each call sends', () => {
  it('gets the supported chains with the identity', async () => {
    await expect(apiClient(server).getSupportedChains()).resolves.toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
    expect(lastQuery(server, paths.chains)).toEqual(IDENTITY)
    expect(seen(server, paths.chains)[0]!.method).toBe('GET')
  })

  it('gets the allowed origins of the project, one request for callers at once', async () => {
    const client = apiClient(server)
    const [first, second] = await Promise.all([client.getAllowedOrigins(), client.getAllowedOrigins()])
    expect(first).toEqual(['http://127.0.0.1:4173'])
    expect(second).toEqual(first)
    expect(seen(server, paths.origins)).toHaveLength(1)
    expect(lastQuery(server, paths.origins)).toEqual(IDENTITY)
  })

  it('gets the project’s remote features, one request for callers at once, flags it sets only', async () => {
    server.reply('/appkit/v1/config', {
      body: { features: { email: false, socials: ['github'], pay: 'yes', x: 1 } },
    })
    const client = apiClient(server)
    const [first, second] = await Promise.all([client.getRemoteFeatures(), client.getRemoteFeatures()])
    expect(first).toEqual({ email: false, socials: ['github'] })
    expect(Object.keys(first)).toEqual(['email', 'socials'])
    expect(second).toEqual(first)
    expect(seen(server, '/appkit/v1/config')).toHaveLength(1)
    expect(lastQuery(server, '/appkit/v1/config')).toEqual(IDENTITY)
  })

  it('fails a refused remote configuration with the server’s words for the alert', async () => {
    server.reply('/appkit/v1/config', { status: 403, body: { message: 'Unauthorized: invalid key' } })
    const failure = await apiClient(server)
      .getRemoteFeatures()
      .catch((error: unknown) => error)
    expect(alertCodeOf(failure)).toBe('APKT007')
    server.reply('/appkit/v1/config', { status: 500, body: { message: 'Internal Server Error' } })
    expect(
      alertCodeOf(
        await apiClient(server)
          .getRemoteFeatures()
          .catch((error: unknown) => error),
      ),
    ).toBe('APKT009')
  })

  it('gets the balances of an address on a chain, in usd by default', async () => {
    await expect(
      apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:31337' }),
    ).resolves.toEqual([ether, labUsd])
    expect(lastQuery(server, paths.balance)).toEqual({
      ...IDENTITY,
      currency: 'usd',
      chainId: 'eip155:31337',
    })
  })

  it('sends another currency (lower case) and forceUpdate', async () => {
    await apiClient(server).getBalances({
      address: ACCOUNT,
      chainId: 'eip155:31337',
      currency: 'EUR',
      forceUpdate: LUSD,
    })
    expect(lastQuery(server, paths.balance)).toEqual({
      ...IDENTITY,
      currency: 'eur',
      chainId: 'eip155:31337',
      forceUpdate: LUSD,
    })
  })

  it('POSTs token prices as API.md says: identity in the query, projectId, currency and addresses in the body', async () => {
    await expect(apiClient(server).getTokenPrices({ addresses: [NATIVE, LUSD] })).resolves.toEqual([
      etherPrice,
    ])
    const [request] = seen(server, paths.price)
    expect(request!.method).toBe('POST')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(Object.fromEntries(request!.url.searchParams)).toEqual(IDENTITY)
    expect(JSON.parse(request!.body)).toEqual({
      projectId: 'lab-project',
      currency: 'usd',
      addresses: [NATIVE, LUSD],
    })
  })

  it('answers an empty price list without a request', async () => {
    await expect(apiClient(server).getTokenPrices({ addresses: [] })).resolves.toEqual([])
    expect(server.received).toHaveLength(0)
  })

  it('gets history page by page with the cursor, the last page without next', async () => {
    const client = apiClient(server)
    const first = await client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337' })
    expect(first).toEqual({ data: [send], next: 'page-2' })
    expect(lastQuery(server, paths.history)).toEqual({ ...IDENTITY, chainId: 'eip155:31337' })
    const last = await client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337', cursor: first.next })
    expect(last).toStrictEqual({ data: [spamNft] })
    expect(lastQuery(server, paths.history)).toEqual({
      ...IDENTITY,
      chainId: 'eip155:31337',
      cursor: 'page-2',
    })
  })

  it('gets an identity, with the sender when given', async () => {
    await expect(apiClient(server).getIdentity({ address: ACCOUNT, sender: OTHER })).resolves.toEqual({
      name: 'lab.eth',
      avatar: null,
    })
    expect(lastQuery(server, paths.identity)).toEqual({ ...IDENTITY, sender: OTHER })
    await apiClient(server).getIdentity({ address: ACCOUNT })
    expect(lastQuery(server, paths.identity)).toEqual(IDENTITY)
  })

  it('asks wallet_getAssets on the first chain’s JSON-RPC endpoint, chains as hex', async () => {
    const assets = await apiClient(server).getWalletAssets({
      account: ACCOUNT,
      chainIds: ['eip155:31337', 'eip155:31338'],
    })
    expect(assets).toEqual({ '0x7a69': [nativeAsset, tokenAsset] })
    const [request] = seen(server, paths.rpc)
    expect(request!.method).toBe('POST')
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ chainId: 'eip155:31337', ...IDENTITY })
    expect(messagesOf(request!.body)).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'wallet_getAssets',
        params: [{ account: ACCOUNT, chainFilter: ['0x7a69', '0x7a6a'] }],
      },
    ])
  })

  it('builds the JSON-RPC URL of a chain with the identity, under a path prefix too', () => {
    expect(apiClient(server).rpcUrl('eip155:31337')).toBe(
      `${server.url}/v1/?chainId=eip155%3A31337&projectId=lab-project&st=appkit&sv=html-test-1.0.0`,
    )
    const prefixed = apiClient(server, { baseUrl: `${server.url}/api/`, sdkType: 'w3m' })
    expect(new URL(prefixed.rpcUrl('eip155:1')).pathname).toBe('/api/v1/')
    expect(new URL(prefixed.rpcUrl('eip155:1')).searchParams.get('st')).toBe('w3m')
  })

  it('sends a custom SDK type and uses the fetch it is given', async () => {
    const urls: string[] = []
    const client = apiClient(server, {
      sdkType: 'w3m',
      fetch: (input, init) => {
        urls.push(input)
        return fetch(input, init)
      },
    })
    await client.getSupportedChains()
    expect(urls).toEqual([
      `${server.url}/v1/supported-chains?projectId=lab-project&st=w3m&sv=html-test-1.0.0`,
    ])
  })
})

describe('createBlockchainApiClient: parameters checked before anything is sent', () => {
  it.each([
    [
      'an address that is not one',
      () => apiClient(server).getBalances({ address: '0x12', chainId: 'eip155:1' }),
      InvalidAddressError,
    ],
    [
      'a chain that is not CAIP-2',
      () => apiClient(server).getBalances({ address: ACCOUNT, chainId: '1' }),
      CaipError,
    ],
    [
      'an address of another namespace',
      () =>
        apiClient(server).getBalances({
          address: ACCOUNT,
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
      InvalidAddressError,
    ],
    [
      'a forceUpdate that is not CAIP-10',
      () => apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:1', forceUpdate: ACCOUNT }),
      CaipError,
    ],
    [
      'a currency that is not a code',
      () => apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:1', currency: 'dollars!' }),
      InvalidParameterError,
    ],
    [
      'a price address that is not CAIP-10',
      () => apiClient(server).getTokenPrices({ addresses: [LUSD, ACCOUNT] }),
      CaipError,
    ],
    [
      'a history chain that is not CAIP-2',
      () => apiClient(server).getHistory({ address: ACCOUNT, chainId: 'eip155' }),
      CaipError,
    ],
    [
      'a cursor that is not text',
      () =>
        apiClient(server).getHistory({
          address: ACCOUNT,
          chainId: 'eip155:1',
          cursor: 3 as unknown as string,
        }),
      InvalidParameterError,
    ],
    [
      'an identity address that is not one',
      () => apiClient(server).getIdentity({ address: 'lab.eth' }),
      InvalidAddressError,
    ],
    [
      'a sender that is not an address',
      () => apiClient(server).getIdentity({ address: ACCOUNT, sender: 'me' }),
      InvalidAddressError,
    ],
    [
      'an account that is not an address',
      () => apiClient(server).getWalletAssets({ account: 'x', chainIds: ['eip155:1'] }),
      InvalidAddressError,
    ],
    [
      'no chains for wallet assets',
      () => apiClient(server).getWalletAssets({ account: ACCOUNT, chainIds: [] }),
      InvalidParameterError,
    ],
    [
      'a non-EVM chain for wallet assets',
      () =>
        apiClient(server).getWalletAssets({
          account: ACCOUNT,
          chainIds: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        }),
      InvalidParameterError,
    ],
  ] as const)('rejects %s', async (_, call, ErrorClass) => {
    await expect(call()).rejects.toBeInstanceOf(ErrorClass)
    expect(server.received).toHaveLength(0)
  })

  it('throws at once for a bad chain given to rpcUrl or rpc', () => {
    expect(() => apiClient(server).rpcUrl('31337')).toThrow(CaipError)
    expect(() => apiClient(server).rpc('eip155:')).toThrow(CaipError)
  })

  it('throws at once for a bad base URL or timeout', () => {
    expect(() => apiClient(server, { baseUrl: 'localhost:8787' })).toThrow(InvalidBaseUrlError)
    expect(() => apiClient(server, { timeoutMs: 0 })).toThrow(InvalidParameterError)
  })
})

describe('createBlockchainApiClient: answers checked against the contract', () => {
  it('drops fields the contract does not know', async () => {
    server.reply(paths.balance, { body: { balances: [{ ...ether, logo: 'x' }], total: 1 } })
    const [balance] = await apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:31337' })
    expect(balance).toStrictEqual(ether)
  })

  it('names the field of the entry that is missing or of the wrong type', async () => {
    server.reply(paths.balance, { body: { balances: [ether, { ...labUsd, symbol: undefined }] } })
    await expect(
      apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:31337' }),
    ).rejects.toMatchObject({
      name: 'InvalidResponseError',
      message: 'Invalid response from server',
      details: 'balances[1].symbol: Invalid input: expected string, received undefined',
    })
    server.reply(paths.history, { body: { data: [{ ...send, transfers: 'none' }], next: null } })
    await expect(
      apiClient(server).getHistory({ address: ACCOUNT, chainId: 'eip155:31337' }),
    ).rejects.toMatchObject({
      details: 'data[0].transfers: Invalid input: expected array, received string',
    })
  })

  it.each([
    ['supported chains', paths.chains, { http: 'eip155:1' }, () => apiClient(server).getSupportedChains()],
    [
      'prices',
      paths.price,
      { fungibles: [{ ...etherPrice, price: '1' }] },
      () => apiClient(server).getTokenPrices({ addresses: [NATIVE] }),
    ],
    ['an identity', paths.identity, { name: 1 }, () => apiClient(server).getIdentity({ address: ACCOUNT })],
    [
      'allowed origins',
      paths.origins,
      { allowedOrigins: 'all' },
      () => apiClient(server).getAllowedOrigins(),
    ],
  ] as const)('rejects %s of the wrong shape', async (_, path, body, call) => {
    server.reply(path, { body })
    await expect(call()).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('rejects wallet assets of the wrong shape', async () => {
    server.reply(paths.rpc, {
      body: { jsonrpc: '2.0', id: 1, result: { '0x7a69': [{ ...nativeAsset, balance: '1' }] } },
    })
    await expect(
      apiClient(server).getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
    ).rejects.toMatchObject({
      name: 'InvalidResponseError',
      details: '0x7a69[0].balance: expected a hex quantity',
    })
  })

  it.each([
    [
      'a GET',
      paths.balance,
      () => apiClient(server).getBalances({ address: ACCOUNT, chainId: 'eip155:31337' }),
    ],
    ['a POST', paths.price, () => apiClient(server).getTokenPrices({ addresses: [NATIVE] })],
  ] as const)('rejects malformed JSON in answer to %s', async (_, path, call) => {
    server.reply(path, { body: '{"balances": [' })
    const error = await failure(call())
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toMatch(
      /^Body is not JSON: \{"balances": \[ \((GET|POST) /,
    )
  })

  it('rejects a JSON-RPC answer that is not JSON', async () => {
    server.reply(paths.rpc, { body: '<html>' })
    await expect(
      apiClient(server).getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
    ).rejects.toBeInstanceOf(InvalidRpcResponseError)
  })
})

describe('createBlockchainApiClient: failures', () => {
  type Call = 'supported chains' | 'balances' | 'prices' | 'history' | 'identity' | 'wallet assets'
  const call = (name: Call, client = apiClient(server)) =>
    ({
      'supported chains': () => client.getSupportedChains(),
      balances: () => client.getBalances({ address: ACCOUNT, chainId: 'eip155:31337' }),
      prices: () => client.getTokenPrices({ addresses: [NATIVE] }),
      history: () => client.getHistory({ address: ACCOUNT, chainId: 'eip155:31337' }),
      identity: () => client.getIdentity({ address: ACCOUNT }),
      'wallet assets': () => client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
    })[name]()
  const pathOf: Record<Call, string> = {
    'supported chains': paths.chains,
    balances: paths.balance,
    prices: paths.price,
    history: paths.history,
    identity: paths.identity,
    'wallet assets': paths.rpc,
  }
  const names = Object.keys(pathOf) as Call[]
  const statuses = [
    [429, 'APKT010'],
    [500, 'APKT009'],
    [503, 'APKT009'],
    [400, undefined],
  ] as const
  const cases = names.flatMap((name) => statuses.map(([status, alert]) => [name, status, alert] as const))

  it.each(cases)('%s: HTTP %i is HttpRequestError with its status, alert %s', async (name, status, alert) => {
    server.reply(pathOf[name], { status, body: { message: 'Server says why' } })
    const error = await failure(call(name))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status, message: `HTTP status code: ${status}` })
    expect((error as HttpRequestError).details).toMatch(/^Server says why \((GET|POST) http/)
    expect(alertCodeOf(error)).toBe(alert)
  })

  it.each(names)('%s: gives up after timeoutMs with RequestTimeoutError', async (name) => {
    server.reply(pathOf[name], { hang: true })
    const error = await failure(call(name, apiClient(server, { timeoutMs: 50 })))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toMatchObject({ message: 'Request timed out', code: 'REQUEST_TIMEOUT' })
    expect(alertCodeOf(error)).toBeUndefined()
  })

  it('turns a JSON-RPC error into RpcError with its code', async () => {
    server.reply(paths.rpc, {
      body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unsupported chain' } },
    })
    const error = await failure(call('wallet assets'))
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32602, message: 'Unsupported chain' })
  })

  it('can be aborted by the caller, before or during the request', async () => {
    server.reply(paths.balance, { delayMs: 5000, body: { balances: [] } })
    const controller = new AbortController()
    const pending = apiClient(server).getBalances(
      { address: ACCOUNT, chainId: 'eip155:31337' },
      { signal: controller.signal },
    )
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    const before = server.received.length
    await expect(
      apiClient(server).getIdentity({ address: ACCOUNT }, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(
      apiClient(server).getWalletAssets(
        { account: ACCOUNT, chainIds: ['eip155:31337'] },
        { signal: AbortSignal.abort() },
      ),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(server.received).toHaveLength(before)
  })

  it('turns a refused connection into NetworkRequestError', async () => {
    const gone = await startFixtureServer()
    await gone.close()
    const client = apiClient(gone)
    await expect(client.getSupportedChains()).rejects.toBeInstanceOf(NetworkRequestError)
    await expect(client.getTokenPrices({ addresses: [NATIVE] })).rejects.toBeInstanceOf(NetworkRequestError)
    await expect(
      client.getWalletAssets({ account: ACCOUNT, chainIds: ['eip155:31337'] }),
    ).rejects.toBeInstanceOf(NetworkRequestError)
  })
})
