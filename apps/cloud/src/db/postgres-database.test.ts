import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { DatabaseError } from './database.js'
import { createTestDatabase } from './engines.test-helper.js'
import { openPostgres, postgresDatabase, statementNames } from './postgres-database.js'

// The shared behaviour of both engines is in database.test.ts; this is what only the server has.
describe('openPostgres', () => {
  it('fails at once with a DatabaseError that names the host but not the password', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused right away.
    const attempt = openPostgres('postgres://app:s3cret@127.0.0.1:1/cloud')
    await expect(attempt).rejects.toBeInstanceOf(DatabaseError)
    await expect(attempt).rejects.toThrow('Could not connect to the PostgreSQL at 127.0.0.1:1/cloud')
    await expect(attempt).rejects.not.toThrow('s3cret')
  })
})

describe('statementNames', () => {
  it('names each query text once, the same way every time, and no two texts alike', () => {
    const names = statementNames()
    const first = names('SELECT 1 WHERE $1::int = 1')
    expect(first).toMatch(/^q[0-9a-f]{24}$/)
    expect(names('SELECT 1 WHERE $1::int = 1')).toBe(first)
    expect(statementNames()('SELECT 1 WHERE $1::int = 1')).toBe(first)
    expect(names('SELECT 2 WHERE $1::int = 1')).not.toBe(first)
  })

  it('leaves texts past the cap unnamed, so texts built from data cannot grow it without end', () => {
    const names = statementNames(2)
    const kept = [names('SELECT $1::int'), names('SELECT $1::text')]
    expect(names('SELECT $1::bigint')).toBeUndefined()
    expect([names('SELECT $1::int'), names('SELECT $1::text')]).toEqual(kept)
  })
})

describe("postgresDatabase on the tests' PostgreSQL", () => {
  it('plans a repeated query once per connection and then only runs it (a prepared statement)', async () => {
    const url = await createTestDatabase()
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    const db = postgresDatabase(pool)
    try {
      const sql = 'SELECT $1::int + 1 AS next'
      for (let i = 0; i < 3; i++) expect(await db.query(sql, [i])).toEqual([{ next: i + 1 }])
      // The one connection's own view of what it prepared: one statement, run three times.
      const [row] = await db.query<{ runs: number }>(
        'SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      )
      expect(row?.runs).toBe(3)
    } finally {
      await db.close()
    }
  })
})
