import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

// The dapp loads '@appkit/frame' lazily (it is not on a first paint); these keep each entry to its
// own side and its two dependencies (zod/mini: it shares zod's core with the classic API that
// @appkit/blockchain-api uses, at a third of its size alone).
describe('the package entries', () => {
  it('the app entry bundles no frame-side code', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, dynamicPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).toEqual(['@appkit/common', 'zod/mini'])
    expect(dynamicPackages).toEqual([])
    expect(staticModules).toContain('src/host/create-frame-host.ts')
    expect(staticModules.filter((id) => id.startsWith('src/endpoint'))).toEqual([])
  })

  it('the frame entry bundles no app-side code', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules } = await staticGraph(root, 'src/endpoint.ts')
    expect(staticPackages).toEqual(['@appkit/common', 'zod/mini'])
    expect(staticModules).toContain('src/endpoint/create-frame-endpoint.ts')
    expect(staticModules.filter((id) => id.startsWith('src/host'))).toEqual([])
  })
})
