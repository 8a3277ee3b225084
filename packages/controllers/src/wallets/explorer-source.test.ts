import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { fakeExplorer } from '../test/fake-explorer.js'
import { explorer, loadedExplorer, walletImageUrl } from './explorer-source.js'

describe('the explorer as an image source', () => {
  it('is undefined until loaded, then the one client, loaded once for lists and images alike', async () => {
    const { source } = fakeExplorer()
    const load = vi.fn(async () => source)
    const core = createTestCore({ networks: [network(1)], explorer: load })
    expect(loadedExplorer(core)).toBeUndefined()
    expect(walletImageUrl(core, { id: 'w1', name: 'W', image_id: 'img1', chains: [] })).toBeUndefined()
    await Promise.all([explorer(core), explorer(core)])
    expect(loadedExplorer(core)).toBe(source)
    expect(walletImageUrl(core, { id: 'w1', name: 'W', image_id: 'img1', chains: [] })).toBe(
      'http://127.0.0.1/img/img1',
    )
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is absent when the dapp configured no explorer', () => {
    const core = createTestCore({ networks: [network(1)] })
    expect(explorer(core)).toBeUndefined()
    expect(loadedExplorer(core)).toBeUndefined()
  })
})
