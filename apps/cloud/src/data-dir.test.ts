import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, openDataDir } from './data-dir.js'

let root: string | undefined

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

describe('openDataDir', () => {
  it('makes a temporary directory and removes it on release', async () => {
    const dir = await openDataDir(undefined)
    expect(dir.temporary).toBe(true)
    expect(existsSync(dir.path)).toBe(true)
    await dir.release()
    expect(existsSync(dir.path)).toBe(false)
  })

  it('creates a given directory, locks it while held and keeps it after release', async () => {
    root = await mkdtemp(join(tmpdir(), 'appkit-data-dir-'))
    const path = join(root, 'nested', 'data')
    const dir = await openDataDir(path)
    expect(dir).toMatchObject({ path, temporary: false })
    expect(await readFile(join(path, 'cloud.pid'), 'utf8')).toBe(String(process.pid))
    await dir.release()
    expect(existsSync(path)).toBe(true)
    expect(existsSync(join(path, 'cloud.pid'))).toBe(false)
  })

  it('refuses a directory held by a running process, this one included', async () => {
    root = await mkdtemp(join(tmpdir(), 'appkit-data-dir-'))
    const held = await openDataDir(root)
    await expect(openDataDir(root)).rejects.toThrow(/is in use by another cloud/)
    await held.release()
    const again = await openDataDir(root)
    await again.release()
  })

  it('refuses a directory held by another running process', async () => {
    root = await mkdtemp(join(tmpdir(), 'appkit-data-dir-'))
    // The parent process (vitest's) is certainly alive and is not us.
    await writeFile(join(root, 'cloud.pid'), String(process.ppid))
    await expect(openDataDir(root)).rejects.toBeInstanceOf(DataDirInUseError)
  })

  it('takes over a lock left by a process that is gone', async () => {
    root = await mkdtemp(join(tmpdir(), 'appkit-data-dir-'))
    // Above the kernel's pid limit (4194304): no process can have this id.
    await writeFile(join(root, 'cloud.pid'), '99999999')
    const dir = await openDataDir(root)
    expect(await readFile(join(root, 'cloud.pid'), 'utf8')).toBe(String(process.pid))
    await dir.release()
  })
})
