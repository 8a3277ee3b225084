import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('carries no WalletConnect: only the EVM adapter, wagmi’s core and viem', {
    timeout: 60_000,
  }, async () => {
    const { staticPackages, dynamicPackages } = await staticGraph(root, 'src/index.ts')
    // WalletConnect comes through the instance's session (the adapter's lazy client, loaded when
    // the user picks it); the bridge itself reaches none of it, and imports nothing lazily.
    // The adapter kit is an entry of @appkit/controllers, which the page carries anyway.
    expect(staticPackages).toEqual([
      '@appkit/adapter-evm',
      '@appkit/common',
      '@appkit/controllers/adapter',
      '@wagmi/core',
      'viem',
    ])
    expect(dynamicPackages).toEqual([])
  })
})
