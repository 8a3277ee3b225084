import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, installedWallet, network } from '../test/fake-adapter.js'
import { failingExplorer, fakeExplorer } from '../test/fake-explorer.js'
import { fetchWalletTotal, walletTotal } from './wallet-total.js'

function setup(explorer = fakeExplorer()) {
  const adapter = new FakeAdapter()
  const core = createTestCore({
    adapters: [adapter],
    networks: [network(1), network(10)],
    explorer: async () => explorer.source,
    featuredWalletIds: ['w7', 'w2'],
  })
  return { core, explorer, adapter }
}

describe('fetchWalletTotal and walletTotal', () => {
  it("counts the explorer's wallets, featured ones too, with an installed wallet's copy once", async () => {
    const { core, adapter } = setup()
    adapter.listConnectors(installedWallet)
    await fetchWalletTotal(core)
    // 95 in the catalogue, one of them the installed wallet's copy, plus its installed row.
    expect(walletTotal(core.walletList, core.connectors.connectors, 1)).toBe(95)
  })

  it('says no number until the total is known for the wallets installed now', async () => {
    const { core, adapter } = setup()
    expect(walletTotal(core.walletList, core.connectors.connectors, 0)).toBeUndefined()
    await fetchWalletTotal(core)
    expect(walletTotal(core.walletList, core.connectors.connectors, 0)).toBe(95)
    // A wallet announces itself: its copy would be counted twice until the total is asked again.
    adapter.listConnectors(installedWallet)
    expect(walletTotal(core.walletList, core.connectors.connectors, 1)).toBeUndefined()
    await fetchWalletTotal(core)
    expect(walletTotal(core.walletList, core.connectors.connectors, 1)).toBe(95)
  })

  it('asks once per set of installed wallets, two one-entry requests', async () => {
    const { core, explorer, adapter } = setup()
    adapter.listConnectors(installedWallet)
    await Promise.all([fetchWalletTotal(core), fetchWalletTotal(core)])
    await fetchWalletTotal(core)
    expect(explorer.calls).toHaveLength(2)
    expect(explorer.calls.every((call) => call.entries === 1)).toBe(true)
    expect(explorer.calls[1]?.rdns).toEqual(['io.installed'])
  })

  it('a failure shows APKT003 and is tried again next time', async () => {
    const explorer = failingExplorer()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core } = setup(explorer)
    await fetchWalletTotal(core)
    expect(core.alert).toMatchObject({ open: true, code: 'APKT003' })
    explorer.recover()
    await fetchWalletTotal(core)
    expect(walletTotal(core.walletList, core.connectors.connectors, 0)).toBe(95)
  })
})
