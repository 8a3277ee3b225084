import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('is only a stand-in on the page: discovery loads with the first click, bitcoinjs-lib with the first send', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, staticModules, lazyPackages } = await staticGraph(root, 'src/index.ts')
    // The SDK's own entries (the page has them already; the stand-in takes deferredAdapter), nothing
    // of Bitcoin's libraries.
    expect(staticPackages).toEqual(['@appkit/common', '@appkit/controllers', '@appkit/walletconnect'])
    expect(staticModules).not.toContain('src/bitcoin-adapter.ts')
    for (const lazy of ['bitcoinjs-lib', '@bitcoinerlab/secp256k1', '@wallet-standard/app', 'zod/mini']) {
      expect(lazyPackages).toContain(lazy)
    }
  })
})
