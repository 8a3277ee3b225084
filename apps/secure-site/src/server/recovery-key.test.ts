import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadRecoveryKey, RECOVERY_KEY_FILE } from './recovery-key.js'

const dirs: string[] = []
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'secure-site-key-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('loadRecoveryKey', () => {
  it('uses the configured key', async () => {
    const key = await loadRecoveryKey({ configured: '11'.repeat(32) })
    expect(Buffer.from(key).toString('hex')).toBe('11'.repeat(32))
  })

  it('makes a key at the first start, readable by its owner only, and keeps it', async () => {
    const dataDir = join(await tempDir(), 'nested')
    const first = await loadRecoveryKey({ dataDir })
    const second = await loadRecoveryKey({ dataDir })
    expect(first).toHaveLength(32)
    expect(Buffer.from(second)).toEqual(Buffer.from(first))
    const file = join(dataDir, RECOVERY_KEY_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(file, 'utf8')).toBe(Buffer.from(first).toString('hex'))
    expect(await readdir(dataDir)).toEqual([RECOVERY_KEY_FILE])
  })

  it('keeps one key when two servers start at once on a directory', async () => {
    const dataDir = await tempDir()
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadRecoveryKey({ dataDir })))
    for (const key of keys) expect(Buffer.from(key)).toEqual(Buffer.from(keys[0]!))
    expect(await readdir(dataDir)).toEqual([RECOVERY_KEY_FILE])
  })

  it('refuses a damaged key file instead of replacing it', async () => {
    const dataDir = await tempDir()
    await writeFile(join(dataDir, RECOVERY_KEY_FILE), 'garbage')
    await expect(loadRecoveryKey({ dataDir })).rejects.toThrow('restore it from a backup')
  })

  it('makes a random key per process without a data directory', async () => {
    const a = await loadRecoveryKey({})
    const b = await loadRecoveryKey({})
    expect(Buffer.from(a)).not.toEqual(Buffer.from(b))
  })
})
