import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where the cloud keeps what it can rebuild but would rather not (the PGlite template, the compiled
 * token): the OS temp dir, shared by every data dir, run and test on this machine. Entries are named
 * by what they were built from, so a stale one is never used.
 */
export const CACHE_DIR = join(tmpdir(), 'appkit-cloud')
