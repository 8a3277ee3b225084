import { readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { writeFileAtomically } from '../atomic-write.js'
import { CACHE_DIR } from '../cache-dir.js'

/**
 * A fresh PGlite runs initdb: 4–5 s and ~800 MB. A data directory dumped once (with the migrations
 * applied) and loaded into each new directory takes ~1 s instead. The dump is kept in the OS temp
 * dir, named by the PGlite version and the migrations' hash, so a new version or migration builds a
 * new one and an old one is never loaded by mistake.
 */
export const DEFAULT_TEMPLATE_DIR = CACHE_DIR

export function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  // The package's exports hide package.json; it sits one level above the resolved dist/ entry.
  const entry = require.resolve('@electric-sql/pglite')
  const manifest = require(join(dirname(entry), '..', 'package.json')) as { version: string }
  return manifest.version
}

export function templatePath(dir: string, version: string, migrationsHash: string): string {
  return join(dir, `pglite-${version}-${migrationsHash.slice(0, 16)}.tar.gz`)
}

/** The template's bytes, or undefined when there is none yet. */
export async function readTemplate(path: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(path)])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Saved atomically: a process that loads it never sees a half-written file. */
export async function writeTemplate(path: string, dump: Blob): Promise<void> {
  await writeFileAtomically(path, new Uint8Array(await dump.arrayBuffer()))
}

export async function removeTemplate(path: string): Promise<void> {
  await rm(path, { force: true })
}
