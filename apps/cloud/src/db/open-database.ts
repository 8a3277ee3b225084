import { join } from 'node:path'
import type { Database } from './database.js'
import { applyMigrations } from './migrate.js'
import { type Migration, readMigrations } from './migration-files.js'
import { openPglite, type PgliteOpening } from './open-pglite.js'
import { openPostgres } from './postgres-database.js'

export interface OpenDatabaseOptions {
  /**
   * The cloud's data directory; the embedded database lives in its `db/` folder. Undefined: in
   * memory, gone when closed.
   */
  dataDir: string | undefined
  /** A PostgreSQL URL: use that server instead of the embedded database. */
  databaseUrl?: string | undefined
  /** Tests pass their own; the files in apps/cloud/migrations by default. */
  migrations?: readonly Migration[]
  templateDir?: string
}

export interface OpenedDatabase {
  db: Database
  /** How it was opened: `postgres`, or how the embedded one was (reopened, template, initdb). */
  opening: PgliteOpening | 'postgres'
}

/** The cloud's database, migrated: PostgreSQL when a URL is given, else PGlite in the data dir. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const migrations = options.migrations ?? (await readMigrations())
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl)
    try {
      await applyMigrations(db, migrations)
    } catch (error) {
      await db.close()
      throw error
    }
    return { db, opening: 'postgres' }
  }
  return openPglite(options.dataDir === undefined ? undefined : join(options.dataDir, 'db'), {
    migrations,
    ...(options.templateDir ? { templateDir: options.templateDir } : {}),
  })
}
