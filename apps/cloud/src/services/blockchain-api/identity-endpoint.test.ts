import { identitySchema } from '@appkit/blockchain-api'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { HttpError } from '../../http/http-error.js'

import { fakeBackend, NO_DATABASE } from './api-test-server.test-helper.js'
import { identityEndpoint } from './identity-endpoint.js'

const ORIGIN = 'http://127.0.0.1:8787'

/** A database with one stored identity; the SQL itself is checked in identity-store.test.ts. */
function dbWith(rows: Record<string, { name: string | null; avatar: string | null }>): Database {
  return {
    ...NO_DATABASE,
    async query(sql, params = []) {
      // No registered names here: names-endpoints.test.ts has those, on real databases.
      if (sql.includes('account_names')) return [] as never
      const row = rows[params[0] as string]
      return (row ? [row] : []) as never
    },
  }
}

describe('identityEndpoint', () => {
  const backend = fakeBackend({
    db: dbWith({ '0xabcdef0000000000000000000000000000000001': { name: 'alice.lab.id', avatar: 'alice' } }),
  })

  it('answers the stored name with the avatar on the cloud’s image endpoint', async () => {
    const answer = await identityEndpoint(
      backend,
      ORIGIN,
      '0xABCDEF0000000000000000000000000000000001',
      new URLSearchParams('sender=0xabcdef0000000000000000000000000000000002'),
    )
    expect(identitySchema.parse('body' in answer ? answer.body : undefined)).toEqual({
      name: 'alice.lab.id',
      avatar: `${ORIGIN}/public/getAssetImage/alice`,
    })
  })

  it('answers nulls for an address without an identity', async () => {
    const answer = await identityEndpoint(
      backend,
      ORIGIN,
      '0x0000000000000000000000000000000000000003',
      new URLSearchParams(),
    )
    expect(answer).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it('refuses a bad address or sender', async () => {
    await expect(identityEndpoint(backend, ORIGIN, 'alice', new URLSearchParams())).rejects.toEqual(
      new HttpError(400, 'Invalid address'),
    )
    await expect(
      identityEndpoint(
        backend,
        ORIGIN,
        '0x0000000000000000000000000000000000000003',
        new URLSearchParams('sender=bob'),
      ),
    ).rejects.toEqual(new HttpError(400, 'Invalid sender'))
  })
})
