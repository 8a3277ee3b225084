import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileLabToken } from './compile-token.js'

describe('compileLabToken', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('compiles the ERC-20 once and then reads it from the cache', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'appkit-solc-'))
    dirs.push(cacheDir)
    const compiled = await compileLabToken(cacheDir)
    expect(compiled.bytecode).toMatch(/^0x[0-9a-f]{1000,}$/)
    const functions = compiled.abi.flatMap((item) => (item.type === 'function' ? [item.name] : []))
    expect(functions.sort()).toEqual(
      [
        'allowance',
        'approve',
        'balanceOf',
        'decimals',
        'name',
        'symbol',
        'totalSupply',
        'transfer',
        'transferFrom',
      ].sort(),
    )
    const events = compiled.abi.flatMap((item) => (item.type === 'event' ? [item.name] : []))
    expect(events.sort()).toEqual(['Approval', 'Transfer'])

    // The second call must come from the cache file: mark the file and expect the mark back.
    const [entry] = await readdir(cacheDir)
    expect(entry).toMatch(/^lab-token-[0-9a-f]{16}\.json$/)
    const path = join(cacheDir, entry!)
    const marked = { ...JSON.parse(await readFile(path, 'utf8')), bytecode: '0xcafe' }
    await writeFile(path, JSON.stringify(marked))
    await expect(compileLabToken(cacheDir)).resolves.toEqual({ abi: compiled.abi, bytecode: '0xcafe' })
  }, 30_000)
})
