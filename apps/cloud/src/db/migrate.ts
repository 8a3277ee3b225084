import type { Database, Queryable } from './database.js'
import { type Migration, MigrationError } from './migration-files.js'

// Any fixed number: two clouds starting on one PostgreSQL take turns instead of racing.
const MIGRATION_LOCK_KEY = 4_242_017

interface AppliedRow {
  version: number
  name: string
  checksum: string
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction (all or
 * nothing), and returns the versions applied now. Refuses a database that recorded a migration this
 * code does not have, or one whose file changed since it was applied.
 */
export async function applyMigrations(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const applied = await tx.query<AppliedRow>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    )
    checkApplied(applied, migrations)
    const pending = migrations.slice(applied.length)
    for (const migration of pending) await apply(tx, migration)
    return pending.map((migration) => migration.version)
  })
}

function checkApplied(applied: readonly AppliedRow[], migrations: readonly Migration[]): void {
  applied.forEach((row, index) => {
    if (row.version !== index + 1) {
      throw new MigrationError(
        `schema_migrations skips version ${index + 1}: the database was changed by hand`,
      )
    }
    const migration = migrations[index]
    if (migration === undefined) {
      throw new MigrationError(
        `The database has migration ${row.name}, which this version does not know: it was migrated by a newer cloud`,
      )
    }
    if (migration.name !== row.name || migration.checksum !== row.checksum) {
      throw new MigrationError(`Migration ${migration.name} changed after it was applied (as ${row.name})`)
    }
  })
}

async function apply(tx: Queryable, migration: Migration): Promise<void> {
  try {
    await tx.exec(migration.sql)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new MigrationError(`Migration ${migration.name} failed: ${reason}`, { cause: error })
  }
  await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
    migration.version,
    migration.name,
    migration.checksum,
  ])
}
