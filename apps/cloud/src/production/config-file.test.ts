import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigFileError, readConfigFile } from './config-file.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'appkit-config-file-'))
})
afterAll(async () => rm(dir, { recursive: true, force: true }))

async function file(name: string, content: string) {
  const path = join(dir, name)
  await writeFile(path, content)
  return path
}

describe('readConfigFile', () => {
  it('turns numbers, booleans and lists into the strings the variables would hold', async () => {
    const path = await file(
      'ok.json',
      JSON.stringify({
        SERVICES: ['api', 'relay'],
        CLOUD_PORT: 8787,
        DATABASE_URL: 'postgres://db/x',
        FLAG: true,
      }),
    )
    await expect(readConfigFile(path)).resolves.toEqual({
      SERVICES: 'api,relay',
      CLOUD_PORT: '8787',
      DATABASE_URL: 'postgres://db/x',
      FLAG: 'true',
    })
  })

  it('says which file and which setting is wrong', async () => {
    const nested = await file('nested.json', JSON.stringify({ DATABASE_URL: { host: 'db' } }))
    await expect(readConfigFile(nested)).rejects.toThrow(
      new RegExp(`^CLOUD_CONFIG_FILE ${nested} at DATABASE_URL: `),
    )
    const lower = await file('lower.json', JSON.stringify({ databaseUrl: 'postgres://db' }))
    await expect(readConfigFile(lower)).rejects.toThrow('setting names are written as their variables')
    const list = await file('list.json', '["DATABASE_URL"]')
    await expect(readConfigFile(list)).rejects.toThrow(new RegExp(`^CLOUD_CONFIG_FILE ${list}: `))
    const broken = await file('broken.json', '{ not json')
    await expect(readConfigFile(broken)).rejects.toBeInstanceOf(ConfigFileError)
    await expect(readConfigFile(join(dir, 'missing.json'))).rejects.toThrow(/ENOENT/)
  })
})
