import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { fakeBackend, NO_DATABASE } from './api-test-server.test-helper.js'
import { profileEndpoint } from './profile-endpoint.js'

const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

/** A database that knows one name; the SQL itself is checked in identity-store.test.ts. */
const db: Database = {
  ...NO_DATABASE,
  async query(_sql, params = []) {
    return (String(params[0]).toLowerCase() === 'bob.lab.id' ? [{ address: BOB }] : []) as never
  },
}

describe('profileEndpoint', () => {
  const backend = fakeBackend({ db })

  it("answers a name's EVM address under coin type 60", async () => {
    await expect(profileEndpoint(backend, 'Bob.lab.id')).resolves.toEqual({
      status: 200,
      body: { name: 'bob.lab.id', addresses: { '60': { address: BOB } }, attributes: {} },
    })
  })

  it('answers 404 for a name no address has, 400 for none', async () => {
    await expect(profileEndpoint(backend, 'carol.lab.id')).rejects.toMatchObject({ status: 404 })
    await expect(profileEndpoint(backend, undefined)).rejects.toMatchObject({ status: 400 })
  })
})
