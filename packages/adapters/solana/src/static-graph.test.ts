import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('is only a stand-in on the page: discovery loads with the first click, transactions after', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, lazyPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).not.toContain('@solana/kit')
    expect(staticPackages).not.toContain('@wallet-standard/app')
    expect(staticPackages).not.toContain('@solana-program/token')
    expect(lazyPackages).toContain('@solana/kit')
  })
})
