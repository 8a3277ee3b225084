import type { PGlite, Transaction } from '@electric-sql/pglite'
import { type Database, type Queryable, type SqlValue, toDatabaseError } from './database.js'

type PgliteQueryable = Pick<Transaction, 'query' | 'exec'>

/** The Database interface over an open PGlite (the embedded engine); closing it closes PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    engine: 'pglite',
    ...queryable(pglite),
    async transaction(work) {
      // The caller's own errors pass through unchanged; only the engine's are wrapped.
      let workFailed = false
      try {
        return await pglite.transaction((tx) =>
          work(queryable(tx)).catch((error: unknown) => {
            workFailed = true
            throw error
          }),
        )
      } catch (error) {
        throw workFailed ? error : toDatabaseError(error)
      }
    },
    async close() {
      if (!pglite.closed) await pglite.close()
    },
  }
}

function queryable(target: PgliteQueryable): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      try {
        return (await target.query<Row>(sql, [...params])).rows
      } catch (error) {
        throw toDatabaseError(error)
      }
    },
    async exec(sql: string) {
      try {
        await target.exec(sql)
      } catch (error) {
        throw toDatabaseError(error)
      }
    },
  }
}
