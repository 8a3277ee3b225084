import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/cloud/migrations: two levels up from both src/db and dist/db. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

export interface Migration {
  version: number
  /** The file name, e.g. 001_indexer.sql. */
  name: string
  sql: string
  /** sha256 of the SQL: an applied migration whose file changed afterwards is refused. */
  checksum: string
}

/** A migrations directory or database that does not add up; the cloud refuses to start on it. */
export class MigrationError extends Error {
  override name = 'MigrationError'
}

const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/

/**
 * Reads NNN_name.sql files in version order. Anything else in the directory, a duplicate version
 * or a gap is an error: the order must be exactly what is written, never inferred.
 */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).sort()
  const migrations: Migration[] = []
  for (const name of names) {
    const match = FILE_NAME.exec(name)
    if (!match) throw new MigrationError(`Unexpected file in ${dir}: ${name} (expected NNN_name.sql)`)
    const sql = await readFile(join(dir, name), 'utf8')
    migrations.push({ version: Number(match[1]), name, sql, checksum: sha256(sql) })
  }
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new MigrationError(
        `Migration ${migration.name} should be version ${index + 1}: no gaps or repeats`,
      )
    }
  })
  return migrations
}

/** One hash of every migration: names a template database built from exactly these. */
export function migrationsHash(migrations: readonly Migration[]): string {
  return sha256(migrations.map((migration) => `${migration.name}:${migration.checksum}`).join('\n'))
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
