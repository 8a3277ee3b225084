import { createHash } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'
import { type Database, DatabaseError, type Queryable, type SqlValue, toDatabaseError } from './database.js'
import { INT8_OID, parseInt8 } from './int8.js'

/** A few connections: the indexer writes while the API reads; nothing here needs more. */
const POOL_SIZE = 4
const CONNECT_TIMEOUT_MS = 5000

/**
 * Connects to a real PostgreSQL (DATABASE_URL) and checks that it answers, so a wrong URL fails the
 * start instead of the first request. pg is loaded only here: the embedded engine never needs it.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, that would crash
  // the cloud. The next query gets a fresh connection or fails with its own error.
  pool.on('error', () => undefined)
  try {
    await pool.query('SELECT 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    // The URL may hold a password: name only the host.
    throw new DatabaseError(
      `Could not connect to the PostgreSQL at ${describeHost(connectionString)}: ${toDatabaseError(error).message}`,
      toDatabaseError(error).code,
      { cause: error },
    )
  }
  return postgresDatabase(pool)
}

export function postgresDatabase(pool: Pool): Database {
  let closing: Promise<void> | undefined
  const names = statementNames()
  return {
    engine: 'postgres',
    ...queryable(pool, names),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw toDatabaseError(error)
      })
      // The caller's own errors pass through unchanged; only the engine's are wrapped.
      let workFailed = false
      try {
        await client.query('BEGIN')
        const result = await work(queryable(client, names)).catch((error: unknown) => {
          workFailed = true
          throw error
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw workFailed ? error : toDatabaseError(error)
      } finally {
        client.release()
      }
    },
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}

function queryable(target: Pool | PoolClient, names: (sql: string) => string | undefined): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      try {
        const name = names(sql)
        const values = [...params]
        const result = await (name === undefined
          ? target.query(sql, values)
          : target.query({ name, text: sql, values }))
        return result.rows as Row[]
      } catch (error) {
        throw toDatabaseError(error)
      }
    },
    async exec(sql: string) {
      try {
        // Without parameters pg uses the simple protocol, which runs a whole script.
        await target.query(sql)
      } catch (error) {
        throw toDatabaseError(error)
      }
    },
  }
}

/**
 * Statements past this many distinct texts run unnamed: the cloud's queries are a fixed set, but
 * a text built from data (a multi-row INSERT's row count) must not grow every connection's cache
 * without end.
 */
const MAX_PREPARED_STATEMENTS = 200

/**
 * A name for each query text, so that each pooled connection parses and plans it once and then
 * only binds and runs it (an API request is one such query; re-planning a four-table join on
 * every request cost PostgreSQL more than running it). The name is derived from the text, so the
 * same text has the same name on every connection and two texts never share one.
 */
export function statementNames(max = MAX_PREPARED_STATEMENTS): (sql: string) => string | undefined {
  const names = new Map<string, string>()
  return (sql) => {
    const known = names.get(sql)
    if (known !== undefined || names.size >= max) return known
    const name = `q${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`
    names.set(sql, name)
    return name
  }
}

function describeHost(connectionString: string): string {
  try {
    const url = new URL(connectionString)
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}
