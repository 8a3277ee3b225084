import { describe, expect, it, vi } from 'vitest'
import { pushView } from '../state/view-history.js'
import { explorerCore } from '../test/explorer-core.js'
import { failingExplorer } from '../test/fake-explorer.js'
import { fetchFeaturedWallets } from './fetch-featured-wallets.js'
import { fetchNextWalletsPage } from './fetch-next-wallets-page.js'
import { retryWalletLists } from './retry-wallet-lists.js'
import { fetchWalletTotal, walletTotal } from './wallet-total.js'

function offline() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const explorer = failingExplorer()
  return { ...explorerCore(explorer), explorer }
}

describe('retryWalletLists', () => {
  it("asks again for Connect's lists and total after a failure, and the APKT003 banner goes once they load", async () => {
    const { core, explorer } = offline()
    await Promise.all([fetchFeaturedWallets(core), fetchWalletTotal(core)])
    expect(core.alert).toMatchObject({ open: true, code: 'APKT003' })
    explorer.recover()
    await retryWalletLists(core)
    expect(core.walletList.recommended.length).toBeGreaterThan(0)
    expect(walletTotal(core.walletList, core.connectors.connectors, 0)).toBe(95)
    expect(core.alert.open).toBe(false)
    expect(core.walletList.errorCode).toBeUndefined()
  })

  it("asks again for All Wallets' first page when that is the view shown", async () => {
    const { core, explorer } = offline()
    pushView(core.router, 'AllWallets')
    await fetchNextWalletsPage(core)
    explorer.recover()
    await retryWalletLists(core)
    expect(core.walletList.wallets.length).toBeGreaterThan(0)
    expect(core.alert.open).toBe(false)
  })

  it('keeps the banner while the explorer still fails', async () => {
    const { core } = offline()
    await retryWalletLists(core)
    expect(core.alert).toMatchObject({ open: true, code: 'APKT003' })
  })
})
