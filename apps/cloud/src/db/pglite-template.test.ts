import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  pgliteVersion,
  readTemplate,
  removeTemplate,
  templatePath,
  writeTemplate,
} from './pglite-template.js'

let dir: string | undefined

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

describe('the PGlite template cache', () => {
  it('names a template by the PGlite version and the migrations', () => {
    expect(pgliteVersion()).toMatch(/^\d+\.\d+\.\d+/)
    expect(templatePath('/cache', '0.5.16', 'abcdef0123456789ffff')).toBe(
      '/cache/pglite-0.5.16-abcdef0123456789.tar.gz',
    )
  })

  it('writes through a temporary file, reads back, and removes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'appkit-template-'))
    const path = join(dir, 'nested', 'template.tar.gz')
    await expect(readTemplate(path)).resolves.toBeUndefined()
    await writeTemplate(path, new Blob([new Uint8Array([1, 2, 3])]))
    expect(await readdir(join(dir, 'nested'))).toEqual(['template.tar.gz'])
    const read = await readTemplate(path)
    expect(new Uint8Array(await read!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    await removeTemplate(path)
    await expect(readTemplate(path)).resolves.toBeUndefined()
  })
})
