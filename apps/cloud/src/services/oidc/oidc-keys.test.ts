import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSigningKey } from './oidc-keys.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oidc-keys-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('loadSigningKey', () => {
  it('makes a key once, readable by its owner only, and reads the same key after a restart', async () => {
    const first = await loadSigningKey('google', join(dir, 'keys'))
    expect(first).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.stringMatching(/^google-/),
    })
    expect(first.d).toBeDefined()
    const file = join(dir, 'keys', 'google.jwk.json')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first)
    expect(await loadSigningKey('google', join(dir, 'keys'))).toEqual(first)
  })

  it('gives each issuer a key of its own, and keeps one in memory without a directory', async () => {
    const github = await loadSigningKey('github', join(dir, 'keys'))
    const google = await loadSigningKey('google', join(dir, 'keys'))
    expect(github.n).not.toBe(google.n)
    const memory = await loadSigningKey('x', undefined)
    expect(memory.n).not.toBe(github.n)
  })

  it('makes one key of two first starts at once', async () => {
    const both = await Promise.all([loadSigningKey('apple', dir), loadSigningKey('apple', dir)])
    expect(both[0]).toEqual(both[1])
  })
})
