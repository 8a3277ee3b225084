import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadAuthSecret, parseAuthSecret, SECRET_FILE } from './auth-secret.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'appkit-auth-secret-'))
  dirs.push(dir)
  return dir
}

describe('loadAuthSecret', () => {
  it('uses AUTH_SECRET when set', async () => {
    const secret = await loadAuthSecret({
      configured: 'x'.repeat(32),
      dataDir: '/nonexistent',
      temporary: false,
    })
    expect(Buffer.from(secret).toString()).toBe('x'.repeat(32))
  })

  it('keeps a generated secret in the data directory, readable by its owner only, across restarts', async () => {
    const dataDir = await newDir()
    const first = await loadAuthSecret({ configured: undefined, dataDir, temporary: false })
    expect(first).toHaveLength(32)
    const again = await loadAuthSecret({ configured: undefined, dataDir, temporary: false })
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true)
    expect((await stat(join(dataDir, SECRET_FILE))).mode & 0o777).toBe(0o600)
  })

  it('replaces a damaged secret file, and draws a fresh secret for a temporary directory', async () => {
    const dataDir = await newDir()
    await writeFile(join(dataDir, SECRET_FILE), 'garbage')
    const secret = await loadAuthSecret({ configured: undefined, dataDir, temporary: false })
    expect(await readFile(join(dataDir, SECRET_FILE), 'utf8')).toBe(Buffer.from(secret).toString('hex'))
    const a = await loadAuthSecret({ configured: undefined, dataDir: await newDir(), temporary: true })
    const b = await loadAuthSecret({ configured: undefined, dataDir: await newDir(), temporary: true })
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false)
  })
})

describe('parseAuthSecret', () => {
  it('takes 32 characters or more, and nothing for unset', () => {
    expect(parseAuthSecret('s'.repeat(32))).toBe('s'.repeat(32))
    expect(parseAuthSecret(undefined)).toBeUndefined()
    expect(parseAuthSecret('')).toBeUndefined()
    expect(() => parseAuthSecret('short')).toThrow('AUTH_SECRET must be at least 32 characters')
  })
})
