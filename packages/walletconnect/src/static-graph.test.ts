import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('loads nothing of WalletConnect until it is used', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, dynamicPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages.filter((id) => /^@walletconnect\/|^@reown\//.test(id))).toEqual([])
    expect(staticPackages).toEqual([])
    // The client is itself a lazy chunk; only its stand-in is static.
    expect(staticModules).toContain('src/create-wallet-connect.ts')
    expect(staticModules).not.toContain('src/client.ts')
    expect(staticModules).not.toContain('src/load-provider.ts')
    expect(staticModules).not.toContain('src/cacao-session.ts')
    // And WalletConnect is reached, by a dynamic import.
    expect(dynamicPackages).toContain('@walletconnect/universal-provider')
  })
})
