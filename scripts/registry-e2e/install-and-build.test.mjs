import assert from 'node:assert/strict'
import { test } from 'node:test'
import { outsideEnv } from './install-and-build.mjs'

test("the fresh app's commands run without the workspace's npm configuration", () => {
  const env = outsideEnv({
    PATH: '/usr/bin',
    HOME: '/root',
    npm_config_auto_install_peers: 'true',
    NPM_CONFIG_REGISTRY: 'https://elsewhere.invalid/',
    npm_package_name: 'appkit-monorepo',
    npm_lifecycle_event: 'test',
  })
  assert.deepEqual(env, { PATH: '/usr/bin', HOME: '/root' })
})
