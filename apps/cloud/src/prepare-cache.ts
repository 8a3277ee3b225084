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
  const buildTemplate = async () => {
    if (existsSync(template)) return
    built.push('template')
    const { db } = await openPglite(undefined, { migrations, templateDir: cacheDir })
    await db.close()
  }
  const compileToken = async () => {
    if (existsSync(token)) return
    built.push('token')
    await compileLabToken(cacheDir)
  }
  const compileSwap = async () => {
    if (existsSync(swap)) return
    built.push('swap')
    await compileLabSwap(cacheDir)
  }
  const ens = await labEnsCachePath(cacheDir)
  const compileEns = async () => {
    if (existsSync(ens)) return
    built.push('ens')
    await compileLabEns(cacheDir)
  }
  const paymaster08 = await paymaster08CachePath(cacheDir)
  const compilePaymaster = async () => {
    if (existsSync(paymaster08)) return
    built.push('paymaster08')
    await compilePaymaster08(cacheDir)
  }
  await Promise.all([buildTemplate(), compileToken(), compileSwap(), compileEns(), compilePaymaster()])
  return { template, token, swap, built }
}
