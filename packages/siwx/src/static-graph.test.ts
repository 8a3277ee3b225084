import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

// The imports flow one way (common ← controllers ← siwx): at run time only @appkit/common, viem
// and zod, with @appkit/controllers for types alone. The heavy parts load on the first sign-in:
// viem's verification (clients, the ERC-6492 validator) and @noble/curves, the ed25519 fallback
// for browsers whose WebCrypto has none.
describe('the package entry', () => {
  it('loads its own dependencies only, the verification parts lazily', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, dynamicPackages, lazyPackages } = await staticGraph(
      root,
      'src/index.ts',
    )
    expect(staticPackages).toEqual(['@appkit/common', 'viem', 'zod/mini'])
    expect(dynamicPackages).toEqual(['@noble/curves/ed25519'])
    expect(lazyPackages).toEqual(['@noble/curves/ed25519', 'viem/actions', 'viem/siwe'])
    expect(staticModules).not.toContain('src/verifiers/evm-verify-session.ts')
  })
})
