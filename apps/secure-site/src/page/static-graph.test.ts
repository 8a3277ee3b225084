import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the frame page', () => {
  it('loads no key cryptography until it is needed: viem, @solana/kit and Shamir are lazy', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, lazyPackages } = await staticGraph(root, 'src/page/main.ts')
    expect(staticPackages).toEqual(['@appkit/common', '@appkit/frame/endpoint', 'zod/mini'])
    expect(lazyPackages).toEqual(
      expect.arrayContaining(['viem', 'viem/accounts', '@solana/kit', 'shamir-secret-sharing']),
    )
  })

  it('loads the passkey code (WebAuthn, its screen, the PRF seal) only at the first passkey request', {
    timeout: 30_000,
  }, async () => {
    const { staticModules } = await staticGraph(root, 'src/page/main.ts')
    expect(staticModules.filter((path) => path.includes('/passkey/'))).toEqual([
      'src/page/passkey/lazy-passkey-flow.ts',
    ])
    expect(staticModules).not.toContain('src/page/cloud/passkey-api.ts')
  })
})
