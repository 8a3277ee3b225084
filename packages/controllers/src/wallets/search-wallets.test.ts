import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { fakeExplorer } from '../test/fake-explorer.js'
import { searchWallets } from './search-wallets.js'

function setup() {
  const explorer = fakeExplorer()
  const core = createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    explorer: async () => explorer.source,
  })
  return { core, explorer }
}

describe('searchWallets', () => {
  it('searches the trimmed term, up to 100 results; an empty term clears the search', async () => {
    const { core, explorer } = setup()
    await searchWallets(core, '  wallet 1 ')
    expect(explorer.calls.at(-1)).toMatchObject({ search: 'wallet 1', entries: 100, page: 1 })
    expect(core.walletList.search.term).toBe('wallet 1')
    expect(core.walletList.search.wallets.map((w) => w.name)).toContain('Wallet 10')
    await searchWallets(core, '   ')
    expect(core.walletList.search).toMatchObject({ term: '', wallets: [], loading: false })
  })

  it('a newer search wins over an older one still in flight', async () => {
    const { core } = setup()
    const older = searchWallets(core, 'Wallet 2')
    await searchWallets(core, 'Wallet 9')
    await older
    expect(core.walletList.search.term).toBe('Wallet 9')
    expect(core.walletList.search.wallets.every((w) => w.name.includes('9'))).toBe(true)
  })

  it('without an explorer, nothing is asked and nothing loads', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await searchWallets(core, 'x')
    expect(core.walletList.search.loading).toBe(false)
  })
})
