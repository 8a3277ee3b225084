import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_CONFIG_MARKER } from '../shared/page-config.js'
import { PageNotBuiltError } from './errors.js'
import { loadPageFiles } from './static-files.js'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'secure-site-static-'))
  await mkdir(join(root, 'page', 'assets'), { recursive: true })
  await writeFile(join(root, 'page', 'index.html'), `<head>${PAGE_CONFIG_MARKER}</head>`)
  await writeFile(join(root, 'page', 'assets', 'main-abc.js'), 'console.log(1)')
  await writeFile(join(root, 'page', 'assets', 'notes.txt'), 'no type')
  await writeFile(join(root, 'secret.js'), 'outside')
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('loadPageFiles', () => {
  it('serves index.html and the hashed assets with their types', async () => {
    const files = await loadPageFiles(join(root, 'page'))
    expect(files.indexHtml).toContain(PAGE_CONFIG_MARKER)
    const asset = await files.asset('/assets/main-abc.js')
    expect(asset?.type).toBe('text/javascript; charset=utf-8')
    expect(asset?.body.toString()).toBe('console.log(1)')
  })

  it('serves nothing outside assets/, nothing of an unknown type, and no traversal', async () => {
    const files = await loadPageFiles(join(root, 'page'))
    for (const path of [
      '/assets/../../secret.js',
      '/assets/%2e%2e/%2e%2e/secret.js',
      '/assets/..%2f..%2fsecret.js',
      '/secret.js',
      '/assets/notes.txt',
      '/assets/missing.js',
      '/assets/%E0%A4%A',
      '/assets/a%00.js',
    ]) {
      expect(await files.asset(path), path).toBeUndefined()
    }
  })

  it('fails at start when the page was not built', async () => {
    await expect(loadPageFiles(join(root, 'nowhere'))).rejects.toBeInstanceOf(PageNotBuiltError)
  })
})
