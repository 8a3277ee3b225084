import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeFileAtomically } from './atomic-write.js'

let dir: string | undefined

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('writeFileAtomically', () => {
  it('creates the folders, writes the file and leaves nothing else behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'appkit-atomic-'))
    const path = join(dir, 'a', 'b', 'file.json')
    await writeFileAtomically(path, '{"v":1}')
    await writeFileAtomically(path, '{"v":2}')
    expect(await readFile(path, 'utf8')).toBe('{"v":2}')
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['file.json'])
  })
})
