import { afterEach, describe, expect, it } from 'vitest'
import { createAccountApi } from './account-api.js'
import { createMemoryCacheStore } from './cache-store.js'
import { HttpRequestError, InvalidAddressError } from './errors.js'
import { OTHER, send } from './test/api-fixtures.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

let server: FixtureServer | undefined
afterEach(() => server?.close())

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('createAccountApi', () => {
  it("asks the API with the dapp's identity and answers in the core's types", async () => {
    server = await startFixtureServer()
    server.reply(`/v1/account/${ACCOUNT}/balance`, {
      body: {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:1',
            price: 2500,
            value: 3750,
            quantity: { decimals: '18', numeric: '1.5' },
          },
        ],
      },
    })
    server.reply(`/v1/identity/${ACCOUNT}`, { body: { name: 'alice.lab.id', avatar: null } })
    server.reply('/projects/v1/origins', { body: { allowedOrigins: ['https://shop.example'] } })
    const api = createAccountApi({
      baseUrl: server.url,
      projectId: 'p',
      sdkVersion: '1.0.0',
      cache: createMemoryCacheStore(),
    })
    expect(await api.getBalances({ address: ACCOUNT, caipNetworkId: 'eip155:1', forceUpdate: true })).toEqual(
      [
        {
          name: 'Ether',
          symbol: 'ETH',
          caipNetworkId: 'eip155:1',
          address: undefined,
          amount: '1.5',
          decimals: 18,
          price: 2500,
          value: 3750,
          iconUrl: undefined,
        },
      ],
    )
    const [balance] = server.requests
    expect(balance?.searchParams.get('st')).toBe('appkit')
    expect(balance?.searchParams.get('forceUpdate')).toBe(`eip155:1:${ACCOUNT}`)
    expect(await api.getIdentity({ address: ACCOUNT })).toEqual({ name: 'alice.lab.id', avatar: undefined })
    expect(await api.getAllowedOrigins()).toEqual(['https://shop.example'])
  })

  it('resolves a name to its EVM address (coin type 60); an unknown name is none, not a failure', async () => {
    server = await startFixtureServer()
    server.reply('/v1/profile/account/bob.lab.id', {
      body: { name: 'bob.lab.id', addresses: { '60': { address: ACCOUNT } }, attributes: {} },
    })
    server.reply('/v1/profile/account/carol.lab.id', { status: 404, body: { message: 'Name not found' } })
    server.reply('/v1/profile/account/down.lab.id', { status: 500, body: { message: 'down' } })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    expect(await api.resolveName?.({ name: 'bob.lab.id' })).toBe(ACCOUNT)
    expect(server.requests[0]?.searchParams.get('apiVersion')).toBe('2')
    expect(await api.resolveName?.({ name: 'carol.lab.id' })).toBeUndefined()
    await expect(api.resolveName?.({ name: 'down.lab.id' })).rejects.toThrow('HTTP status code: 500')
  })

  it("reads a history page in the core's types, dropping a transaction on a chain it cannot name", async () => {
    server = await startFixtureServer()
    const elsewhere = { ...send, id: '0xother:0', metadata: { ...send.metadata, chain: 'ethereum' } }
    server.reply(`/v1/account/${ACCOUNT}/history`, { body: { data: [send, elsewhere], next: 'page-2' } })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    const page = await api.getHistory({ address: ACCOUNT, caipNetworkId: 'eip155:31337' })
    expect(page.next).toBe('page-2')
    expect(page.transactions.map((transaction) => transaction.hash)).toEqual(['0xhash'])
    expect(page.transactions[0]).toMatchObject({
      caipNetworkId: 'eip155:31337',
      operationType: 'send',
      from: ACCOUNT,
      to: OTHER,
      transfers: [{ direction: 'out', amount: '1.5', symbol: 'ETH' }],
    })
    expect(server.requests[0]?.searchParams.get('chainId')).toBe('eip155:31337')
  })

  it('registers a name under coin type 60 with the signed message', async () => {
    server = await startFixtureServer()
    server.reply('/v1/profile/account', {
      body: { success: true, name: 'alice.lab.id', addresses: { '60': { address: ACCOUNT } } },
    })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    const signed = { address: ACCOUNT, message: '{"name":"alice.lab.id"}', signature: '0xsig' }
    await expect(api.registerName?.(signed)).resolves.toBeUndefined()
    const [request] = server.received
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request!.body)).toEqual({
      coin_type: 60,
      address: ACCOUNT,
      message: signed.message,
      signature: '0xsig',
    })
  })

  it("a refused registration keeps the service's status and reason for the view", async () => {
    server = await startFixtureServer()
    server.reply('/v1/profile/account', { status: 409, body: { message: 'Name is already registered' } })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    const error = await failure(api.registerName!({ address: ACCOUNT, message: 'm', signature: '0xsig' }))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 409, serverMessage: 'Name is already registered' })
  })

  it('registers nothing for an address that is not EVM (no request leaves)', async () => {
    server = await startFixtureServer()
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    const error = await failure(
      api.registerName!({ address: 'bc1qnotevm', message: 'm', signature: '0xsig' }),
    )
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect(server.requests).toHaveLength(0)
  })

  it('suggests names in the zone, and a name with no EVM address resolves to none', async () => {
    server = await startFixtureServer()
    server.reply('/v1/profile/suggestions/alice', {
      body: {
        suggestions: [
          { name: 'alice.lab.id', registered: true },
          { name: 'alice1.lab.id', registered: false },
        ],
      },
    })
    server.reply('/v1/profile/account/sol.lab.id', {
      body: { name: 'sol.lab.id', addresses: { '501': { address: 'So1anaAddress' } } },
    })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    expect(await api.suggestNames?.({ name: 'alice', zone: 'lab.id' })).toEqual([
      { name: 'alice.lab.id', registered: true },
      { name: 'alice1.lab.id', registered: false },
    ])
    expect(server.requests[0]?.searchParams.get('zone')).toBe('lab.id')
    expect(await api.resolveName?.({ name: 'sol.lab.id' })).toBeUndefined()
  })

  it('reads balances without naming anything changed when not forced', async () => {
    server = await startFixtureServer()
    server.reply(`/v1/account/${ACCOUNT}/balance`, { body: { balances: [] } })
    const api = createAccountApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1.0.0' })
    expect(await api.getBalances({ address: ACCOUNT, caipNetworkId: 'eip155:1' })).toEqual([])
    expect(server.requests[0]?.searchParams.has('forceUpdate')).toBe(false)
  })
})
