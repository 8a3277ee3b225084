import { afterAll, beforeAll, describe } from 'vitest'
import type { Database } from './database.js'
import { openDatabase } from './open-database.js'
import { startTestPostgres, type TestPostgres } from './postgres-server.test-helper.js'

export type Engine = Database['engine']
export const ENGINES: readonly Engine[] = ['pglite', 'postgres']

// One PostgreSQL server per test file (each file has its own copy of this module), started on first
// use and stopped after the file's last test; each suite gets its own database on it.
let server: Promise<TestPostgres> | undefined
let databases = 0

function sharedServer(): Promise<TestPostgres> {
  if (server === undefined) {
    server = startTestPostgres()
    const started = server
    afterAll(async () => (await started).stop(), 30_000)
  }
  return server
}

/** A migrated database on `engine` (PGlite in memory), and how to dispose of it. */
export async function openTestDatabase(engine: Engine): Promise<{ db: Database; dispose(): Promise<void> }> {
  const databaseUrl =
    engine === 'postgres'
      ? await (await serverPromise()).createDatabase(`test_${process.pid}_${++databases}`)
      : undefined
  const { db } = await openDatabase({ dataDir: undefined, databaseUrl })
  return { db, dispose: () => db.close() }
}

function serverPromise(): Promise<TestPostgres> {
  if (server === undefined)
    throw new Error('describeOnEngines registers the server; call it at the top level')
  return server
}

/**
 * Runs `suite` once per engine, each with its own migrated database, so that every query is known to
 * behave the same on PGlite and on PostgreSQL. Call at the top level of a test file.
 */
export function describeOnEngines(name: string, suite: (db: () => Database, engine: Engine) => void): void {
  sharedServer()
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
