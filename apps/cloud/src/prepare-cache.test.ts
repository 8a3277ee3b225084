import { existsSync } from 'node:fs'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/open-database.js'
import { prepareCloudCache } from './prepare-cache.js'
import { labEnsCachePath } from './services/ens/compile-ens.js'
import { paymaster08CachePath } from './services/smart-accounts/compile-paymaster-08.js'

// The shared cache is warm (the global setup built it); each test here works on a folder of its
// own. The template's initdb is open-pglite.test.ts's to time: here it is copied in.
describe('prepareCloudCache', () => {
  let cacheDir: string
  let template: string
  beforeAll(async () => {
    template = (await prepareCloudCache()).template
    cacheDir = await mkdtemp(join(tmpdir(), 'appkit-prepare-cache-'))
  })
  afterAll(() => rm(cacheDir, { recursive: true, force: true }))

  it('compiles the token and the swap pools a cache lacks, keeps the template it has, and a new database loads from that', async () => {
    await copyFile(template, join(cacheDir, basename(template)))
    // The ENS contracts and the paymaster too: fewer compiles at a time keep this test within its
    // time on a busy machine (compile-paymaster-08.test.ts compiles that one).
    for (const cached of [await labEnsCachePath(), await paymaster08CachePath()]) {
      await copyFile(cached, join(cacheDir, basename(cached)))
    }
    const prepared = await prepareCloudCache(cacheDir)
    expect(prepared.built.sort()).toEqual(['swap', 'token'])
    expect(existsSync(prepared.token)).toBe(true)
    expect(existsSync(prepared.swap)).toBe(true)

    const { db, opening } = await openDatabase({ dataDir: undefined, templateDir: cacheDir })
    await db.close()
    expect(opening).toBe('template')
  })

  it('builds nothing when the cache has them all', async () => {
    expect((await prepareCloudCache(cacheDir)).built).toEqual([])
  })
})
