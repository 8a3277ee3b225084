import { beforeEach, describe, expect, it, vi } from 'vitest'
import { alertState } from '../state/alert.js'
import { setConnectors } from '../state/connectors.js'
import { walletListState } from '../state/wallet-list.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import type { ExplorerWallet, GetWalletsParams } from '../types/explorer.js'
import { fetchFeaturedWallets, fetchNextWalletsPage, searchWallets } from './fetch-wallets.js'
import { initialize } from './initialize.js'
import { resetState } from './reset.js'

const catalogue: ExplorerWallet[] = Array.from({ length: 95 }, (_, i) => ({
  id: `w${i}`,
  name: i === 3 ? 'Installed One' : `Wallet ${i}`,
  rdns: i === 3 ? 'io.installed' : null,
  image_id: `img${i}`,
  chains: ['eip155:1'],
}))

/** An explorer over a fixed catalogue that records what it was asked. */
function fakeExplorer() {
  const calls: GetWalletsParams[] = []
  return {
    calls,
    source: {
      async getWallets(params: GetWalletsParams, options?: { signal?: AbortSignal }) {
        calls.push(params)
        await new Promise((r) => setTimeout(r, 1))
        if (options?.signal?.aborted) throw new Error('aborted')
        let list = catalogue
        if (params.include) list = list.filter((w) => params.include!.includes(w.id))
        if (params.exclude) list = list.filter((w) => !params.exclude!.includes(w.id))
        if (params.search)
          list = list.filter((w) => w.name.toLowerCase().includes(params.search!.toLowerCase()))
        const start = (params.page - 1) * params.entries
        return { count: list.length, data: list.slice(start, start + params.entries) }
      },
      walletImageUrl: (id: string) => `http://127.0.0.1/img/${id}`,
    },
  }
}

describe('wallet lists from the explorer', () => {
  let explorer: ReturnType<typeof fakeExplorer>
  beforeEach(async () => {
    installMemoryStorage()
    resetState()
    explorer = fakeExplorer()
    await initialize({
      adapters: [new FakeAdapter()],
      networks: [network(1), network(10)],
      explorer: async () => explorer.source,
      featuredWalletIds: ['w7', 'w2'],
    })
    setConnectors('eip155', [
      {
        id: 'io.installed',
        name: 'Installed One',
        chain: 'eip155',
        type: 'ANNOUNCED',
        info: { rdns: 'io.installed' },
      },
    ])
  })

  it('featured keeps the dapp order; recommended leaves out featured and installed wallets, 4 of them', async () => {
    await fetchFeaturedWallets()
    expect(walletListState.featured.map((w) => w.id)).toEqual(['w7', 'w2'])
    expect(walletListState.recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w4', 'w5'])
  })

  it('asks for wallets of the dapp’s chains', async () => {
    await fetchNextWalletsPage()
    expect(explorer.calls[0]).toMatchObject({ page: 1, entries: 40, chains: ['eip155:1', 'eip155:10'] })
  })

  it('pages 40 at a time, without the installed wallet, and stops at the end', async () => {
    await fetchNextWalletsPage()
    expect(walletListState.wallets).toHaveLength(39)
    await fetchNextWalletsPage()
    await fetchNextWalletsPage()
    expect(walletListState.page).toBe(3)
    expect(walletListState.wallets).toHaveLength(94)
    await fetchNextWalletsPage()
    expect(explorer.calls).toHaveLength(3)
  })

  it('does not ask twice while a page is loading', async () => {
    await Promise.all([fetchNextWalletsPage(), fetchNextWalletsPage()])
    expect(explorer.calls).toHaveLength(1)
  })

  it('searches the trimmed term, up to 100 results; an empty term clears the search', async () => {
    await searchWallets('  wallet 1 ')
    expect(explorer.calls.at(-1)).toMatchObject({ search: 'wallet 1', entries: 100, page: 1 })
    expect(walletListState.search.term).toBe('wallet 1')
    expect(walletListState.search.wallets.map((w) => w.name)).toContain('Wallet 10')
    await searchWallets('   ')
    expect(walletListState.search).toMatchObject({ term: '', wallets: [], loading: false })
  })

  it('a newer search wins over an older one still in flight', async () => {
    const older = searchWallets('Wallet 2')
    await searchWallets('Wallet 9')
    await older
    expect(walletListState.search.term).toBe('Wallet 9')
    expect(walletListState.search.wallets.every((w) => w.name.includes('9'))).toBe(true)
  })

  it("a failing explorer shows APKT003 'Network Error: Wallet Load Failed' and keeps what was loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await fetchNextWalletsPage()
    explorer.source.getWallets = async () => {
      throw new Error('HTTP status code: 503')
    }
    await fetchNextWalletsPage()
    expect(alertState).toMatchObject({ open: true, code: 'APKT003' })
    expect(walletListState.error).toBe('HTTP status code: 503')
    expect(walletListState.wallets).toHaveLength(39)
    expect(walletListState.loading).toBe(false)
  })

  it('without an explorer, nothing is asked and the lists stay empty', async () => {
    resetState()
    await initialize({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await fetchNextWalletsPage()
    await searchWallets('x')
    expect(walletListState.wallets).toEqual([])
    expect(walletListState.search.loading).toBe(false)
  })
})

describe('featured wallets are loaded once per explorer', () => {
  it('opening Connect again asks nothing new; a failure is tried again', async () => {
    installMemoryStorage()
    resetState()
    const explorer = fakeExplorer()
    await initialize({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      explorer: async () => explorer.source,
    })
    await Promise.all([fetchFeaturedWallets(), fetchFeaturedWallets()])
    await fetchFeaturedWallets()
    expect(explorer.calls).toHaveLength(1)

    resetState()
    const failing = fakeExplorer()
    let fail = true
    const getWallets = failing.source.getWallets
    failing.source.getWallets = async (params, options) => {
      if (fail) throw new Error('HTTP status code: 503')
      return getWallets(params, options)
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await initialize({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      explorer: async () => failing.source,
    })
    await fetchFeaturedWallets()
    fail = false
    await fetchFeaturedWallets()
    expect(walletListState.recommended.length).toBeGreaterThan(0)
  })
})
