import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('loads the secure frame’s messenger only on the first email login', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, lazyPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).toContain('@appkit/common')
    expect(staticPackages).not.toContain('@appkit/frame')
    // The loaded wallet is itself a lazy chunk; only its stand-in is static.
    expect(staticModules).toContain('src/create-embedded-wallet.ts')
    expect(staticModules).not.toContain('src/embedded-wallet.ts')
    expect(lazyPackages).toContain('@appkit/frame')
  })
})
