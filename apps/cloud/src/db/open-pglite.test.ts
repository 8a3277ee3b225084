import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsHash, readMigrations } from './migration-files.js'
import { openPglite } from './open-pglite.js'
import { pgliteVersion, templatePath } from './pglite-template.js'

// One initdb for the whole file (4–5 s): the first test starts from a damaged template, which must be
// replaced by a good one; the others reuse what it built.
describe('openPglite', () => {
  let root: string
  let templateDir: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'appkit-open-pglite-'))
    templateDir = join(root, 'templates')
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('builds the template with initdb when there is none or it is damaged', async () => {
    const migrations = await readMigrations()
    const template = templatePath(templateDir, pgliteVersion(), migrationsHash(migrations))
    await rm(templateDir, { recursive: true, force: true })
    await import('node:fs/promises').then((fs) => fs.mkdir(templateDir, { recursive: true }))
    await writeFile(template, 'not a tarball')

    const { db, opening } = await openPglite(join(root, 'first'), { migrations, templateDir })
    try {
      expect(opening).toBe('initdb')
      expect(await db.query('SELECT count(*) AS n FROM schema_migrations')).toEqual([
        { n: migrations.length },
      ])
    } finally {
      await db.close()
    }
    expect(existsSync(template)).toBe(true)
  }, 60_000)

  it('loads a new directory from the template, then reopens it with its data', async () => {
    const migrations = await readMigrations()
    const dataDir = join(root, 'second')
    const first = await openPglite(dataDir, { migrations, templateDir })
    expect(first.opening).toBe('template')
    await first.db.query("INSERT INTO identities (address, name) VALUES ('0xabc', 'kept')")
    await first.db.close()

    const again = await openPglite(dataDir, { migrations, templateDir })
    try {
      expect(again.opening).toBe('reopened')
      expect(await again.db.query("SELECT name FROM identities WHERE address = '0xabc'")).toEqual([
        { name: 'kept' },
      ])
    } finally {
      await again.db.close()
    }
  }, 30_000)

  it('applies migrations added since the directory was made', async () => {
    const own = await readMigrations()
    const later = own.length + 1
    const migrations = [
      ...own,
      { version: later, name: 'NNN_later.sql', sql: 'CREATE TABLE later (id integer)', checksum: 'later' },
    ]
    const { db, opening } = await openPglite(join(root, 'second'), { migrations, templateDir })
    try {
      expect(opening).toBe('reopened')
      expect(await db.query('SELECT max(version) AS v FROM schema_migrations')).toEqual([{ v: later }])
    } finally {
      await db.close()
    }
  }, 30_000)
})
