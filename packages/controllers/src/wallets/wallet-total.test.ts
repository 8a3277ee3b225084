import { describe, expect, it, vi } from 'vitest'
import { explorerCore as setup } from '../test/explorer-core.js'
import { installedWallet } from '../test/fake-adapter.js'
import { failingExplorer } from '../test/fake-explorer.js'
import { fetchFeaturedWallets } from './fetch-featured-wallets.js'
import { fetchWalletTotal, walletTotal } from './wallet-total.js'

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

  it("asks once per set of installed wallets: their copies in one one-entry request, beside Connect's lists", async () => {
    const { core, explorer, adapter } = setup()
    adapter.listConnectors(installedWallet)
    await Promise.all([fetchWalletTotal(core), fetchWalletTotal(core)])
    await fetchWalletTotal(core)
    expect(explorer.calls).toHaveLength(3)
    const copies = explorer.calls.filter((call) => call.rdns)
    expect(copies).toEqual([expect.objectContaining({ entries: 1, rdns: ['io.installed'] })])
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

  it("Connect's open asks one request fewer: the total's count is the recommended list's", async () => {
    const { core, explorer, adapter } = setup()
    adapter.listConnectors(installedWallet)
    // What Connect asks when it opens: its lists, and the total All Wallets says.
    await Promise.all([fetchFeaturedWallets(core), fetchWalletTotal(core)])
    // The featured ids, the recommended page (whose count is the total's), the installed copies.
    expect(explorer.calls).toHaveLength(3)
    expect(walletTotal(core.walletList, core.connectors.connectors, 1)).toBe(95)
  })
})
