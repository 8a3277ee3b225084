import { afterEach, describe, expect, it } from 'vitest'
import { createAccountApi } from './account-api.js'
import { createMemoryCacheStore } from './cache-store.js'
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
})
