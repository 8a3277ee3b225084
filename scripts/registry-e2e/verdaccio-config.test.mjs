// node --test scripts/registry-e2e/verdaccio-config.test.mjs
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { writeVerdaccioConfig } from './verdaccio-config.mjs'

const dir = mkdtempSync(join(tmpdir(), 'verdaccio-config-test-'))
const cacheDir = '/somewhere/else/cache'
const config = JSON.parse(
  readFileSync(
    writeVerdaccioConfig(dir, { port: 4999, uplink: 'https://registry.npmjs.org/', cacheDir }),
    'utf8',
  ),
)

test('our names are served only from local storage and need a login to publish', () => {
  for (const name of ['appkit', '@appkit/*']) {
    assert.equal(config.packages[name].proxy, undefined)
    assert.equal(config.packages[name].publish, '$authenticated')
    assert.equal(config.packages[name].storage, undefined)
  }
})

test('everything else is read through to the uplink, kept in the cache, and never published here', () => {
  const rest = config.packages['**']
  assert.equal(rest.proxy, 'npmjs')
  assert.equal(rest.publish, '$nobody')
  // verdaccio joins a package's storage to the main one.
  assert.equal(resolve(config.storage, rest.storage), cacheDir)
})

test('it listens on 127.0.0.1 only, and one user can register', () => {
  assert.equal(config.listen, '127.0.0.1:4999')
  assert.equal(config.auth.htpasswd.max_users, 1)
})
