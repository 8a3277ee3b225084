import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('carries no WalletConnect client: only the instance’s lazy stand-in package', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, dynamicPackages } = await staticGraph(root, 'src/index.ts')
    // The adapter kit is an entry of @appkit/controllers, which the page carries anyway.
    expect(staticPackages).toEqual(['@appkit/common', '@appkit/controllers/adapter', '@appkit/walletconnect'])
    expect(dynamicPackages).toEqual([])
  })

  it('loads the Coinbase and Safe SDKs (and zod, for the Safe’s answers) only when they are used', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, staticModules, lazyPackages } = await staticGraph(root, 'src/index.ts')
    expect(lazyPackages).toEqual([
      '@coinbase/wallet-sdk',
      '@safe-global/safe-apps-sdk',
      'viem',
      'viem/ens',
      'zod',
    ])
    for (const name of lazyPackages) expect(staticPackages).not.toContain(name)
    // The connectors' factories are on the page; what talks to the SDKs is not.
    expect(staticModules).toContain('src/coinbase/coinbase.ts')
    expect(staticModules).toContain('src/safe/safe.ts')
    for (const lazy of [
      'src/coinbase/coinbase-provider.ts',
      'src/safe/safe-connect.ts',
      'src/safe/safe-provider.ts',
      'src/safe/safe-schemas.ts',
    ]) {
      expect(staticModules).not.toContain(lazy)
    }
  })
  it('loads ENS, and viem’s ENS actions, only with the first name looked up', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, staticModules } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).not.toContain('viem')
    expect(staticPackages).not.toContain('viem/ens')
    expect(staticModules).toContain('src/ens/lazy-ens.ts')
    expect(staticModules).not.toContain('src/ens/ens-identity.ts')
    expect(staticModules).not.toContain('src/ens/ens-reads.ts')
  })

  it('loads the embedded wallet’s EVM part only with the embedded wallet', { timeout: 30_000 }, async () => {
    const { staticModules } = await staticGraph(root, 'src/index.ts')
    expect(staticModules).toContain('src/namespace-info.ts')
    for (const lazy of ['src/embedded-part.ts', 'src/embedded-eip1193.ts', 'src/switch-target.ts']) {
      expect(staticModules).not.toContain(lazy)
    }
  })
})
