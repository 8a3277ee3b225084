import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entries', () => {
  it('loads the alert texts with the first alert, not with the page', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules } = await staticGraph(root, 'src/modal.ts')
    expect(staticPackages).toEqual(['@appkit/common', 'valtio/vanilla'])
    expect(staticModules).toContain('src/state/alert.ts')
    expect(staticModules).not.toContain('src/state/alert-log.ts')
  })

  it('loads the sign-in flows only for a dapp with sign-in', { timeout: 30_000 }, async () => {
    const { staticModules } = await staticGraph(root, 'src/modal.ts')
    expect(staticModules).toContain('src/modal/attach-modal-flows.ts')
    expect(staticModules).not.toContain('src/modal/siwx-flows.ts')
  })

  it('keeps the adapter kit apart: its entry carries none of the store, the modal or valtio', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, staticModules } = await staticGraph(root, 'src/adapter.ts')
    expect(staticPackages).toEqual(['@appkit/common'])
    expect(
      staticModules.every((id) => /^src\/(adapter|adapter-kit\/.*|types\/.*|utils\/abortable)\.ts$/.test(id)),
    ).toBe(true)
    const main = await staticGraph(root, 'src/index.ts')
    expect(main.staticModules.some((id) => id.startsWith('src/adapter-kit/'))).toBe(false)
  })

  it("keeps the modal apart: a dapp's entry carries none of its flows", { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).toEqual(['@appkit/common', 'valtio/vanilla'])
    expect(staticModules.filter((id) => /^src\/(modal|wallets|send)\//.test(id))).toEqual([])
  })

  it('loads no analytics code with the page (the watcher waits for an analytics host, the rest for a tracked event)', {
    timeout: 30_000,
  }, async () => {
    const { staticModules } = await staticGraph(root, 'src/index.ts')
    expect(staticModules.filter((id) => id.startsWith('src/analytics/'))).toEqual([])
  })
})
