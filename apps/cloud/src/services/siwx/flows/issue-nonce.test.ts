import { describe, expect, it } from 'vitest'
import type { Database, SqlValue } from '../../../db/database.js'
import type { SiwxContext } from '../siwx-context.js'
import { DEFAULT_SIWX_LIMITS } from '../siwx-limits.js'
import { issueNonce } from './issue-nonce.js'

const NOW = Date.parse('2030-01-01T00:00:30Z')

/**
 * A stand-in for the SQL (tested on both engines in store/siwx-store.test.ts and over HTTP in
 * siwx-service.test.ts): `hits` rate-limit hits so far, `collisions` inserts refused first.
 */
function context(hits: number, collisions = 0) {
  const inserted: SqlValue[][] = []
  const query = async (sql: string, params: readonly SqlValue[] = []) => {
    if (sql.includes('auth_rate_limits') && sql.startsWith('INSERT')) return [{ hits: hits + 1 }]
    if (sql.includes('INSERT INTO siwx_nonces')) {
      inserted.push([...params])
      return collisions-- > 0 ? [] : [{ nonce: params[0] }]
    }
    return []
  }
  const db = { query, exec: async () => undefined } as unknown as Database
  const ctx = {
    db,
    verifiers: new Map(),
    limits: DEFAULT_SIWX_LIMITS,
    now: () => NOW,
  } as unknown as SiwxContext
  return { ctx, inserted }
}

describe('issueNonce', () => {
  it('stores a fresh nonce for the project with its expiry', async () => {
    const { ctx, inserted } = context(0)
    const issued = await issueNonce(ctx, '10.0.0.1', 'lab')
    expect(issued).toEqual({
      nonce: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      expiresAt: '2030-01-01T00:05:30.000Z',
    })
    expect(inserted).toEqual([[issued.nonce, 'lab', NOW, NOW + 300_000]])
  })

  it('draws again when a nonce exists already', async () => {
    const { ctx, inserted } = context(0, 1)
    const issued = await issueNonce(ctx, '10.0.0.1', 'lab')
    expect(inserted).toHaveLength(2)
    expect(inserted[1]![0]).toBe(issued.nonce)
  })

  it('refuses past the limit, saying when the window ends', async () => {
    const { ctx, inserted } = context(60)
    await expect(issueNonce(ctx, '10.0.0.1', 'lab')).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': '30' },
    })
    expect(inserted).toEqual([])
  })
})
