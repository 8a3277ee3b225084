import { describe, expect, test } from 'vitest'
import { galleryAdapter, galleryWallet } from './gallery-adapter.js'
import { TILES, tileById } from './tiles.js'

const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const WALLET = galleryWallet('test')

describe('the gallery', () => {
  test('every tile has its own id, and the ids find them', () => {
    const ids = TILES.map((tile) => tile.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(tileById(id)?.id).toBe(id)
    expect(tileById('nope')).toBeUndefined()
  })

  test('every view is shown loading, empty or with many items, where it has such a state', () => {
    const states = (view: string) => TILES.filter((tile) => tile.view === view).map((tile) => tile.state)
    expect(states('Account')).toEqual(
      expect.arrayContaining(['many tokens', 'empty', 'loading', 'error', 'long names']),
    )
    expect(states('Activity')).toEqual(expect.arrayContaining(['empty', 'loading', 'error']))
    expect(states('TransactionDetails')).toEqual(['sent', 'pending'])
  })

  test('each tile has a wallet and an account of its own, so none reads what another cached', () => {
    const wallets = TILES.map((tile) => galleryWallet(tile.id))
    expect(new Set(wallets.map((wallet) => wallet.address)).size).toBe(TILES.length)
    expect(new Set(wallets.map((wallet) => wallet.connectorId)).size).toBe(TILES.length)
    expect(wallets[0]!.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  test("the many-tokens tile's wallet holds dozens of tokens, on the network asked", async () => {
    const adapter = galleryAdapter(tileById('account-many-tokens')!.data, WALLET)
    const tokens = await adapter.balances!.getTokenBalances!({
      address: WALLET.address,
      caipNetwork: network,
    })
    expect(tokens!.length).toBeGreaterThan(40)
    expect(new Set(tokens!.map((token) => token.caipNetworkId))).toEqual(new Set(['eip155:31337']))
  })

  test("the error tile's reads fail, and the loading tile's never settle", async () => {
    const failing = galleryAdapter(tileById('activity-error')!.data, WALLET)
    await expect(
      failing.activity!.getTransactions({ address: WALLET.address, caipNetwork: network }),
    ).rejects.toThrow(/down/)
    const loading = galleryAdapter(tileById('account-loading')!.data, WALLET)
    const settled = await Promise.race([
      loading.balances!.getNativeBalance({ address: WALLET.address, caipNetwork: network }).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 50)),
    ])
    expect(settled).toBe(false)
  })

  test("the pending tile's first transaction is not mined yet; a view reached by a row says from where", () => {
    const pending = tileById('transactiondetails-pending')!
    expect(pending.data.transactions[0]).toMatchObject({ status: 'pending', minedAt: '' })
    expect(pending.from).toEqual({ view: 'Activity', row: 'activity-row' })
  })

  test('the adapter connects at once on the network asked', async () => {
    const adapter = galleryAdapter(tileById('account-tokens')!.data, WALLET)
    expect(await adapter.connect({ connectorId: 'x', caipNetwork: { ...network, id: 31338 } })).toEqual({
      address: WALLET.address,
      chainId: 31338,
      accounts: [WALLET.address],
    })
  })
})
