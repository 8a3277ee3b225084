import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compilePaymaster08, paymaster08CachePath } from './compile-paymaster-08.js'

describe('compilePaymaster08', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it("builds the v0.8 verifying paymaster on the v0.8 package's BasePaymaster, cached where it says", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'appkit-solc-'))
    dirs.push(cacheDir)
    const compiled = await compilePaymaster08(cacheDir)
    expect(compiled.bytecode).toMatch(/^0x[0-9a-f]{2000,}$/)
    const functions = compiled.abi.flatMap((item) => (item.type === 'function' ? [item.name] : []))
    // Its own hash and signer, and BasePaymaster's deposit and EntryPoint hooks.
    expect(functions).toEqual(
      expect.arrayContaining([
        'getHash',
        'verifyingSigner',
        'deposit',
        'entryPoint',
        'validatePaymasterUserOp',
      ]),
    )
    expect(await readdir(cacheDir)).toEqual([
      (await paymaster08CachePath(cacheDir)).slice(cacheDir.length + 1),
    ])
  })
})
