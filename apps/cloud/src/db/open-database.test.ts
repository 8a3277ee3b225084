import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseError } from './database.js'
import { readMigrations } from './migration-files.js'
import { openDatabase } from './open-database.js'

// Both engines behind openDatabase are exercised by every describeOnEngines suite; here, the choice.
describe('openDatabase', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('keeps PGlite in <dataDir>/db', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'appkit-open-db-'))
    dirs.push(dataDir)
    const { db, opening } = await openDatabase({ dataDir })
    try {
      expect(db.engine).toBe('pglite')
      expect(['template', 'initdb']).toContain(opening)
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true)
    } finally {
      await db.close()
    }
  }, 30_000)

  it('keeps PGlite in memory without a data dir', async () => {
    const { db } = await openDatabase({ dataDir: undefined })
    try {
      expect(await db.query('SELECT count(*) AS n FROM schema_migrations')).toEqual([
        { n: (await readMigrations()).length },
      ])
    } finally {
      await db.close()
    }
  }, 30_000)

  it('uses PostgreSQL when given a URL, and fails the start when it cannot connect', async () => {
    await expect(
      openDatabase({ dataDir: undefined, databaseUrl: 'postgres://postgres@127.0.0.1:1/cloud' }),
    ).rejects.toBeInstanceOf(DatabaseError)
  })
})
