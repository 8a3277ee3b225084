import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MigrationError, migrationsHash, readMigrations } from './migration-files.js'

let dir: string | undefined

async function dirWith(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'appkit-migrations-'))
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql)
  return dir
}

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('readMigrations', () => {
  it('reads the cloud’s own migrations in order', async () => {
    const migrations = await readMigrations()
    expect(migrations.map((migration) => [migration.version, migration.name])).toEqual([
      [1, '001_indexer.sql'],
      [2, '002_identities.sql'],
      [3, '003_mail.sql'],
      [4, '004_auth.sql'],
      [5, '005_project_origins.sql'],
      [6, '006_siwx.sql'],
      [7, '007_bitcoin.sql'],
      [8, '008_device_approval_context.sql'],
      [9, '009_token_hmac.sql'],
      [10, '010_auth_secret_check.sql'],
      [11, '011_social_identities.sql'],
      [12, '012_passkeys.sql'],
      [13, '013_farcaster.sql'],
      [14, '014_account_names.sql'],
      [15, '015_onramp.sql'],
      [16, '016_account_history_rows.sql'],
      [17, '017_analytics.sql'],
    ])
    expect(migrations[0]!.sql).toContain('CREATE TABLE transactions')
    expect(migrations[0]!.checksum).toMatch(/^[0-9a-f]{64}$/)
  })

  it('orders by version, not by the order files were written', async () => {
    const migrations = await readMigrations(
      await dirWith({ '002_b.sql': 'SELECT 2', '001_a.sql': 'SELECT 1' }),
    )
    expect(migrations.map((migration) => migration.sql)).toEqual(['SELECT 1', 'SELECT 2'])
  })

  it.each([
    [{ '001_a.sql': '', 'notes.txt': '' }, 'Unexpected file'],
    [{ '001_a.sql': '', '1_b.sql': '' }, 'Unexpected file'],
    [{ '001_a.sql': '', '003_c.sql': '' }, 'should be version 2'],
    [{ '001_a.sql': '', '001_b.sql': '' }, 'should be version 2'],
    [{ '002_b.sql': '' }, 'should be version 1'],
  ])('refuses a directory that does not add up: %o', async (files, message) => {
    const read = readMigrations(await dirWith(files))
    await expect(read).rejects.toBeInstanceOf(MigrationError)
    await expect(read).rejects.toThrow(message)
  })
})

describe('migrationsHash', () => {
  it('changes with any name or content, and only then', async () => {
    const a = await readMigrations(await dirWith({ '001_a.sql': 'SELECT 1' }))
    const same = migrationsHash(a)
    expect(migrationsHash(a)).toBe(same)
    expect(migrationsHash([{ ...a[0]!, checksum: 'other' }])).not.toBe(same)
    expect(migrationsHash([{ ...a[0]!, name: '001_b.sql' }])).not.toBe(same)
  })
})
