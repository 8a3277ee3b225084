import { existsSync } from 'node:fs'
import { CACHE_DIR } from './cache-dir.js'
import { migrationsHash, readMigrations } from './db/migration-files.js'
import { openPglite } from './db/open-pglite.js'
import { pgliteVersion, templatePath } from './db/pglite-template.js'
import { compileLabEns, labEnsCachePath } from './services/ens/compile-ens.js'
import { compilePaymaster08, paymaster08CachePath } from './services/smart-accounts/compile-paymaster-08.js'
import { compileLabSwap, labSwapCachePath } from './services/swap/compile-swap.js'
import { compileLabToken, labTokenCachePath } from './services/tokens/compile-token.js'

export interface PreparedCache {
  /** The PGlite template every new database is loaded from. */
  template: string
  /** The compiled test token. */
  token: string
  /** The compiled swap pools' contract. */
  swap: string
  /** What had to be built now (a cold cache); empty when all were there. */
  built: ('template' | 'token' | 'swap' | 'ens' | 'paymaster08')[]
}

/**
 * Builds what every start of the cloud reads from its cache, side by side: the PGlite template of
 * the current migrations (initdb: 4–5 s and ~800 MB) the compiled test token, swap pools and v0.8 paymaster (solc: 1–2 s each). Test
 * runs call it once from their global setup, so that no test, and no test's time limit, depends on
 * whether the machine has run the project before.
 */
export async function prepareCloudCache(cacheDir: string = CACHE_DIR): Promise<PreparedCache> {
  const migrations = await readMigrations()
  const template = templatePath(cacheDir, pgliteVersion(), migrationsHash(migrations))
  const token = await labTokenCachePath(cacheDir)
  const swap = await labSwapCachePath(cacheDir)
  const built: PreparedCache['built'] = []
  /** Builds `name` unless its file is in the cache already. */
  const ensure = async (
    name: PreparedCache['built'][number],
    path: string,
    build: () => Promise<unknown>,
  ) => {
    if (existsSync(path)) return
    built.push(name)
    await build()
  }
  await Promise.all([
    ensure('template', template, async () => {
      const { db } = await openPglite(undefined, { migrations, templateDir: cacheDir })
      await db.close()
    }),
    ensure('token', token, () => compileLabToken(cacheDir)),
    ensure('swap', swap, () => compileLabSwap(cacheDir)),
    ensure('ens', await labEnsCachePath(cacheDir), () => compileLabEns(cacheDir)),
    ensure('paymaster08', await paymaster08CachePath(cacheDir), () => compilePaymaster08(cacheDir)),
  ])
  return { template, token, swap, built }
}
