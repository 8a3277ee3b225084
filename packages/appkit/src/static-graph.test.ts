// @vitest-environment node
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entries', () => {
  it.each(['src/index.ts', 'src/react.ts'])(
    '%s loads the API clients only when a wallet list or an account feature first needs them',
    { timeout: 30_000 },
    async (entry) => {
      const { staticPackages, dynamicPackages } = await staticGraph(root, entry)
      expect(staticPackages).not.toContain('@appkit/blockchain-api')
      expect(dynamicPackages).toContain('@appkit/blockchain-api')
      // Email login is its own entry: a dapp without it carries none of it.
      expect([...staticPackages, ...dynamicPackages]).not.toContain('@appkit/frame')
    },
  )

  it('src/embedded-wallet.ts loads the secure frame’s messenger only on the first email login', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages } = await staticGraph(root, 'src/embedded-wallet.ts')
    expect(staticPackages).toEqual(['@appkit/embedded-wallet'])
    // Into the package as a dapp installs it (its build): the messenger is not static there either.
    const entry = createRequire(import.meta.url).resolve('@appkit/embedded-wallet')
    const wallet = await staticGraph(dirname(dirname(entry)), 'dist/index.js')
    expect(wallet.staticPackages).toContain('@appkit/common')
    expect(wallet.staticPackages).not.toContain('@appkit/frame')
  })

  it('src/siwx.ts loads sign-in (messages, verifiers) only once a session is asked for', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, dynamicPackages } = await staticGraph(root, 'src/siwx.ts')
    expect(staticPackages).not.toContain('@appkit/siwx')
    expect(dynamicPackages).toContain('@appkit/siwx')
  })

  it('src/adapters/bitcoin.ts puts no Bitcoin library on the first paint: bitcoinjs-lib loads with the first send', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages } = await staticGraph(root, 'src/adapters/bitcoin.ts')
    expect(staticPackages).toEqual(['@appkit/adapter-bitcoin'])
    // Into the adapter as a dapp installs it (its build): only its stand-in is static.
    const entry = createRequire(import.meta.url).resolve('@appkit/adapter-bitcoin')
    const adapter = await staticGraph(dirname(dirname(entry)), 'dist/index.js')
    expect(adapter.staticPackages).toEqual(['@appkit/common', '@appkit/controllers', '@appkit/walletconnect'])
    expect(adapter.lazyPackages).toContain('bitcoinjs-lib')
  })
})
