import { describe, expect, it, vi } from 'vitest'
import { explorerCore } from '../test/explorer-core.js'
import { failingExplorer, fakeExplorer } from '../test/fake-explorer.js'
import { fetchFeaturedWallets } from './fetch-featured-wallets.js'

const setup = (explorer = fakeExplorer()) => explorerCore(explorer, { installed: true })

describe('fetchFeaturedWallets', () => {
  it('featured keeps the dapp order; recommended leaves out featured and installed wallets, 4 of them', async () => {
    const { core } = setup()
    await fetchFeaturedWallets(core)
    expect(core.walletList.featured.map((w) => w.id)).toEqual(['w7', 'w2'])
    expect(core.walletList.recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w4', 'w5'])
  })

  it('loads once however often Connect opens', async () => {
    const { core, explorer } = setup()
    await Promise.all([fetchFeaturedWallets(core), fetchFeaturedWallets(core)])
    await fetchFeaturedWallets(core)
    expect(explorer.calls).toHaveLength(2) // the featured ids, then the recommended page
  })

  it('a failure shows APKT003 and is tried again next time', async () => {
    const explorer = failingExplorer()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core } = setup(explorer)
    await fetchFeaturedWallets(core)
    expect(core.alert).toMatchObject({ open: true, code: 'APKT003' })
    explorer.recover()
    await fetchFeaturedWallets(core)
    expect(core.walletList.recommended.length).toBeGreaterThan(0)
  })

  it('no APKT003 banner is left behind once the lists load', async () => {
    const explorer = failingExplorer()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core } = setup(explorer)
    await fetchFeaturedWallets(core)
    explorer.recover()
    await fetchFeaturedWallets(core)
    expect(core.alert.open).toBe(false)
  })

  it('leaves an alert of another cause alone', async () => {
    const { core } = setup()
    Object.assign(core.alert, { open: true, code: 'APKTW001', variant: 'warning' })
    await fetchFeaturedWallets(core)
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW001' })
  })
})
