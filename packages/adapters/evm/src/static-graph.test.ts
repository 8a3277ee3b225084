import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('carries no WalletConnect client: only the instance’s lazy stand-in package', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, dynamicPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).toEqual(['@appkit/common', '@appkit/walletconnect'])
    expect(dynamicPackages).toEqual([])
  })
})
