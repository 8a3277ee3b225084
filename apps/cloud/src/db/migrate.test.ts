import { expect, it } from 'vitest'
import { describeOnEngines } from './engines.test-helper.js'
import { applyMigrations } from './migrate.js'
import { type Migration, MigrationError, readMigrations } from './migration-files.js'

function migration(version: number, name: string, sql: string): Migration {
  return { version, name, sql, checksum: `checksum of ${sql}` }
}

/** The version after the cloud's own migrations: the tests add theirs after the real ones. */
async function nextVersion(step = 0): Promise<number> {
  return (await readMigrations()).length + 1 + step
}

describeOnEngines('applyMigrations', (db) => {
  it('applies nothing twice', async () => {
    await expect(applyMigrations(db(), await readMigrations())).resolves.toEqual([])
  })

  it('applies a new migration once and records it', async () => {
    const next = [
      ...(await readMigrations()),
      migration(await nextVersion(), 'NNN_extra.sql', 'CREATE TABLE extra (id integer)'),
    ]
    await expect(applyMigrations(db(), next)).resolves.toEqual([await nextVersion()])
    await expect(applyMigrations(db(), next)).resolves.toEqual([])
    expect(
      await db().query('SELECT version, checksum FROM schema_migrations WHERE version = $1', [
        await nextVersion(),
      ]),
    ).toEqual([{ version: await nextVersion(), checksum: 'checksum of CREATE TABLE extra (id integer)' }])
    expect(await db().query('SELECT count(*) AS n FROM extra')).toEqual([{ n: 0 }])
  })

  it('refuses a migration whose file changed after it was applied', async () => {
    const changed = [
      ...(await readMigrations()),
      migration(await nextVersion(), 'NNN_extra.sql', 'CREATE TABLE extra (id integer, label text)'),
    ]
    const attempt = applyMigrations(db(), changed)
    await expect(attempt).rejects.toBeInstanceOf(MigrationError)
    await expect(attempt).rejects.toThrow('Migration NNN_extra.sql changed after it was applied')
  })

  it('refuses a database migrated by a newer cloud', async () => {
    const older = (await readMigrations()).slice(0, -1)
    await expect(applyMigrations(db(), older)).rejects.toThrow(/which this version does not know/)
  })

  it('rolls back every migration of a run when one fails', async () => {
    const current = [
      ...(await readMigrations()),
      migration(await nextVersion(), 'NNN_extra.sql', 'CREATE TABLE extra (id integer)'),
    ]
    const next = [
      ...current,
      migration(await nextVersion(1), 'NNN_good.sql', 'CREATE TABLE good (id integer)'),
      migration(await nextVersion(2), 'NNN_bad.sql', 'CREATE TABLE bad (id no_such_type)'),
    ]
    await expect(applyMigrations(db(), next)).rejects.toThrow(/Migration NNN_bad.sql failed/)
    expect(await db().query("SELECT to_regclass('good') AS t")).toEqual([{ t: null }])
    expect(await db().query('SELECT max(version) AS v FROM schema_migrations')).toEqual([
      { v: await nextVersion() },
    ])
  })
})
