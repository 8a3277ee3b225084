import { describe, expect, it } from 'vitest'
import type { Queryable, SqlValue } from './database.js'
import { insertRows } from './insert-rows.js'

function recorder() {
  const statements: { sql: string; params: readonly SqlValue[] }[] = []
  const db: Queryable = {
    async query(sql, params = []) {
      statements.push({ sql, params })
      return []
    },
    async exec() {},
  }
  return { db, statements }
}

describe('insertRows', () => {
  it('writes one multi-row statement with numbered parameters', async () => {
    const { db, statements } = recorder()
    await insertRows(
      db,
      't',
      ['a', 'b'],
      [
        [1, 'x'],
        [2, null],
      ],
      'ON CONFLICT DO NOTHING',
    )
    expect(statements).toEqual([
      {
        sql: 'INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4) ON CONFLICT DO NOTHING',
        params: [1, 'x', 2, null],
      },
    ])
  })

  it('splits large inserts below the parameter limit and sends nothing for no rows', async () => {
    const { db, statements } = recorder()
    await insertRows(db, 't', ['a', 'b', 'c', 'd'], [])
    expect(statements).toEqual([])
    const rows = Array.from({ length: 6000 }, (_, index) => [index, index, index, index])
    await insertRows(db, 't', ['a', 'b', 'c', 'd'], rows)
    expect(statements.map((statement) => statement.params.length)).toEqual([10_000, 10_000, 4000])
  })
})
