import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The variable that moves the cache: `npm test` points it at an empty folder, so CI meets a cold start. */
export const CACHE_DIR_ENV = 'APPKIT_CLOUD_CACHE_DIR'

/**
 * Where the cloud keeps what it can rebuild but would rather not (the PGlite template, the compiled
 * token): by default the OS temp dir, shared by every data dir, run and test on this machine; with
 * APPKIT_CLOUD_CACHE_DIR, that folder. Entries are named by what they were built from, so a stale
 * one is never used.
 */
export function cacheDirFrom(env: Record<string, string | undefined>, tmp: string = tmpdir()): string {
  const chosen = env[CACHE_DIR_ENV]?.trim()
  return chosen ? chosen : join(tmp, 'appkit-cloud')
}

export const CACHE_DIR = cacheDirFrom(process.env)
