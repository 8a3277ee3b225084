import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

// The imports flow one way (common ← controllers ← siwx): at run time only @appkit/common, viem
// and zod, with @appkit/controllers for types alone. The heavy parts load on the first sign-in:
// viem's verification (clients, the ERC-6492 validator), @noble/curves, the ed25519 fallback
// for browsers whose WebCrypto has none, and the Bitcoin verification (bitcoinjs-lib, secp256k1).
describe('the package entry', () => {
  it('loads its own dependencies only, the verification parts lazily', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, dynamicPackages, lazyPackages } = await staticGraph(
      root,
      'src/index.ts',
    )
    expect(staticPackages).toEqual(['@appkit/common', 'viem', 'zod/mini'])
    expect(dynamicPackages).toEqual(['@noble/curves/ed25519'])
    expect(lazyPackages).toEqual([
      '@bitcoinerlab/secp256k1',
      '@noble/curves/ed25519',
      'bitcoinjs-lib',
      'viem/actions',
      'viem/siwe',
    ])
    expect(staticModules).not.toContain('src/verifiers/evm-verify-session.ts')
    expect(staticModules).not.toContain('src/verifiers/bitcoin-verify-signature.ts')
    expect(staticModules.filter((id) => /bip322|legacy-message|bitcoin-address|witness/.test(id))).toEqual([])
  })
})
