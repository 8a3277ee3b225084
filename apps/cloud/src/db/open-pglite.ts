import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from './database.js'
import { INT8_OID, parseInt8 } from './int8.js'
import { applyMigrations } from './migrate.js'
import { type Migration, migrationsHash } from './migration-files.js'
import { pgliteDatabase } from './pglite-database.js'
import {
  DEFAULT_TEMPLATE_DIR,
  pgliteVersion,
  readTemplate,
  removeTemplate,
  templatePath,
  writeTemplate,
} from './pglite-template.js'

export interface OpenPgliteOptions {
  migrations: readonly Migration[]
  /** Where templates are cached; the OS temp dir by default. */
  templateDir?: string
}

/** How the data directory was opened: for the start-up report and for tests. */
export type PgliteOpening = 'reopened' | 'template' | 'initdb'

export interface OpenedPglite {
  db: Database
  opening: PgliteOpening
}

/**
 * Opens the embedded database in `dataDir` with the migrations applied: an existing directory is
 * reopened as it is; a new one is loaded from the cached template, or, the first time, initialised
 * and then dumped as the template for the next ones. Without a directory the database lives in
 * memory: for data that is thrown away on stop anyway, it loads in half the time and writes nothing.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: OpenPgliteOptions,
): Promise<OpenedPglite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const create = (loadDataDir?: Blob) =>
    PGlite.create(dataDir ?? 'memory://', {
      parsers: { [INT8_OID]: parseInt8 },
      ...(loadDataDir ? { loadDataDir } : {}),
    })

  if (dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION'))) {
    const db = pgliteDatabase(await create())
    return { db: await migrated(db, options.migrations), opening: 'reopened' }
  }

  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true })
    await emptyDir(dataDir)
  }
  const template = templatePath(
    options.templateDir ?? DEFAULT_TEMPLATE_DIR,
    pgliteVersion(),
    migrationsHash(options.migrations),
  )
  const dump = await readTemplate(template)
  if (dump !== undefined) {
    try {
      const db = pgliteDatabase(await create(dump))
      return { db: await migrated(db, options.migrations), opening: 'template' }
    } catch {
      // A damaged template (a disk filled up, an old format): build a new one below.
      await removeTemplate(template)
      if (dataDir !== undefined) await emptyDir(dataDir)
    }
  }

  const pglite = await create()
  const db = await migrated(pgliteDatabase(pglite), options.migrations)
  await writeTemplate(template, await pglite.dumpDataDir('gzip'))
  return { db, opening: 'initdb' }
}

async function migrated(db: Database, migrations: readonly Migration[]): Promise<Database> {
  try {
    await applyMigrations(db, migrations)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

async function emptyDir(dir: string): Promise<void> {
  const entries = await readdir(dir)
  await Promise.all(entries.map((entry) => rm(join(dir, entry), { recursive: true, force: true })))
}
