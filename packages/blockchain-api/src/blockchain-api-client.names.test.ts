import { CACHE_LIFETIME_MS, HttpRequestError } from '@appkit/common'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT } from './test/api-fixtures.js'
import { apiClient, lastQuery, paths, seen, serveBlockchainApi } from './test/blockchain-api-fixtures.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

// The name service's calls (spec §7), through the client and real fetch.

let server: FixtureServer
let time: number
const now = () => time
const entry = { name: 'alice.reown.id', addresses: { '60': { address: ACCOUNT } }, attributes: {} }

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  serveBlockchainApi(server)
  server.received.length = 0
  time = 1_000_000
  server.reply('/v1/profile/account/alice.reown.id', { body: entry })
  server.reply(`/v1/profile/reverse/${ACCOUNT}`, { body: [entry] })
  server.reply('/v1/profile/account', { body: { success: true, ...entry } })
  server.reply('/v1/profile/suggestions/alice', {
    body: { suggestions: [{ name: 'alice.reown.id', registered: true }] },
  })
})

describe('the name service', () => {
  it('keeps a name and an address’s names for 5 min', async () => {
    const client = apiClient(server, { now })
    await expect(client.getNameProfile({ name: 'alice.reown.id' })).resolves.toEqual(entry)
    await expect(client.getNamesOfAddress({ address: ACCOUNT })).resolves.toEqual([entry])
    time += CACHE_LIFETIME_MS.nameService - 1
    await client.getNameProfile({ name: 'Alice.reown.id' })
    await client.getNamesOfAddress({ address: ACCOUNT })
    expect(server.received).toHaveLength(2)
    time += 1
    await client.getNameProfile({ name: 'alice.reown.id' })
    expect(seen(server, '/v1/profile/account/alice.reown.id')).toHaveLength(2)
    expect(lastQuery(server, '/v1/profile/account/alice.reown.id')).toMatchObject({ apiVersion: '2' })
  })

  it('asks suggestions in a zone', async () => {
    const client = apiClient(server, { now })
    await expect(client.getNameSuggestions({ name: 'alice', zone: 'reown.id' })).resolves.toEqual([
      { name: 'alice.reown.id', registered: true },
    ])
    expect(lastQuery(server, '/v1/profile/suggestions/alice')).toMatchObject({ zone: 'reown.id' })
  })

  it('POSTs a registration as spec §7 says, then asks the identity and names afresh', async () => {
    const client = apiClient(server, { now })
    await client.getIdentity({ address: ACCOUNT })
    await client.getNamesOfAddress({ address: ACCOUNT })
    const registration = {
      coinType: 60,
      address: ACCOUNT,
      message: '{"name":"alice.reown.id"}',
      signature: '0xab',
    }
    await expect(client.registerName(registration)).resolves.toEqual(entry)
    const [post] = seen(server, '/v1/profile/account')
    expect(JSON.parse(post!.body)).toEqual({
      coin_type: 60,
      address: ACCOUNT,
      message: '{"name":"alice.reown.id"}',
      signature: '0xab',
    })
    await client.getIdentity({ address: ACCOUNT })
    await client.getNamesOfAddress({ address: ACCOUNT })
    expect(seen(server, paths.identity)).toHaveLength(2)
    expect(seen(server, `/v1/profile/reverse/${ACCOUNT}`)).toHaveLength(2)
  })

  it("keeps the service's reason of a refused registration", async () => {
    server.reply('/v1/profile/account', { status: 409, body: { message: 'Name is already registered' } })
    const refused = apiClient(server, { now }).registerName({
      coinType: 60,
      address: ACCOUNT,
      message: '{}',
      signature: '0xab',
    })
    await expect(refused).rejects.toBeInstanceOf(HttpRequestError)
    await expect(refused).rejects.toMatchObject({ status: 409, serverMessage: 'Name is already registered' })
  })
})
