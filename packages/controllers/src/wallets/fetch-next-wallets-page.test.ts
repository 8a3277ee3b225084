import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../test/core.js'
import { explorerCore } from '../test/explorer-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { fetchNextWalletsPage } from './fetch-next-wallets-page.js'

const setup = () => explorerCore(undefined, { installed: true })

describe('fetchNextWalletsPage', () => {
  it('asks for wallets of the dapp’s chains', async () => {
    const { core, explorer } = setup()
    await fetchNextWalletsPage(core)
    expect(explorer.calls[0]).toMatchObject({ page: 1, entries: 40, chains: ['eip155:1', 'eip155:10'] })
  })

  it('pages 40 at a time, without the installed wallet, and stops at the end', async () => {
    const { core, explorer } = setup()
    await fetchNextWalletsPage(core)
    expect(core.walletList.wallets).toHaveLength(39)
    await fetchNextWalletsPage(core)
    await fetchNextWalletsPage(core)
    expect(core.walletList.page).toBe(3)
    expect(core.walletList.wallets).toHaveLength(94)
    await fetchNextWalletsPage(core)
    expect(explorer.calls).toHaveLength(3)
  })

  it('does not ask twice while a page is loading', async () => {
    const { core, explorer } = setup()
    await Promise.all([fetchNextWalletsPage(core), fetchNextWalletsPage(core)])
    expect(explorer.calls).toHaveLength(1)
  })

  it("a failing explorer shows APKT003 'Network Error: Wallet Load Failed' and keeps what was loaded", async () => {
    const { core, explorer } = setup()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await fetchNextWalletsPage(core)
    explorer.source.getWallets = async () => {
      throw new Error('HTTP status code: 503')
    }
    await fetchNextWalletsPage(core)
    expect(core.alert).toMatchObject({ open: true, code: 'APKT003' })
    expect(core.walletList.errorCode).toBe('UNKNOWN_ERROR')
    expect(core.walletList.wallets).toHaveLength(39)
    expect(core.walletList.loading).toBe(false)
  })

  it('without an explorer, nothing is asked and the list stays empty', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await fetchNextWalletsPage(core)
    expect(core.walletList.wallets).toEqual([])
  })
})
