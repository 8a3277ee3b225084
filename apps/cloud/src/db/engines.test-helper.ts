import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import type { Database } from './database.js'
import { openDatabase } from './open-database.js'
import { createDatabase } from './postgres-server.test-helper.js'

export type Engine = Database['engine']
export const ENGINES: readonly Engine[] = ['pglite', 'postgres']

/**
 * A new, empty database on the run's PostgreSQL server (postgres-global-setup.test-helper.ts); the name is unique
 * across workers and files.
 */
export function createTestDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'), `test_${randomUUID().replaceAll('-', '')}`)
}

/**
 * A migrated database on `engine` (PGlite in memory), and how to dispose of it. On PostgreSQL, its
 * `url` lets a test open more connections to it, as a second instance of a service would.
 */
export async function openTestDatabase(
  engine: Engine,
): Promise<{ db: Database; url: string | undefined; dispose(): Promise<void> }> {
  const databaseUrl = engine === 'postgres' ? await createTestDatabase() : undefined
  const { db } = await openDatabase({ dataDir: undefined, databaseUrl })
  return { db, url: databaseUrl, dispose: () => db.close() }
}

/**
 * Runs `suite` once per engine, each with its own migrated database, so that every query is known to
 * behave the same on PGlite and on PostgreSQL.
 */
export function describeOnEngines(name: string, suite: (db: () => Database, engine: Engine) => void): void {
  describe.each(ENGINES)(`${name} (%s)`, (engine) => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined
    beforeAll(async () => {
      opened = await openTestDatabase(engine)
    }, 60_000)
    afterAll(async () => opened?.dispose())
    suite(() => {
      if (opened === undefined) throw new Error(`The ${engine} database did not open`)
      return opened.db
    }, engine)
  })
}
