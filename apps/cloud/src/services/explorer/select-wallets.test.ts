import { describe, expect, it } from 'vitest'
import { buildCatalogue } from './catalogue.js'
import { selectWallets } from './select-wallets.js'
import { CHAIN } from './wallet.js'
import { parseWalletQuery, type WalletQuery } from './wallet-query.js'

const { wallets } = buildCatalogue(500)

function select(query: string) {
  const result = parseWalletQuery(new URLSearchParams(query))
  if (!result.ok) throw new Error(result.message)
  return selectWallets(wallets, result.query as WalletQuery)
}

const names = (page: { data: { name: string }[] }) => page.data.map((wallet) => wallet.name)

describe('selectWallets', () => {
  it('pages by rank, counting every match', () => {
    const first = select('')
    expect(first.count).toBe(500)
    expect(first.data.map((wallet) => wallet.order)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    const last = select('page=13&entries=40')
    expect(last.data.map((wallet) => wallet.order)).toEqual(Array.from({ length: 20 }, (_, i) => 481 + i))
    expect(select('page=14')).toEqual({ count: 500, data: [] })
  })

  it('searches names case-insensitively, trimmed', () => {
    const page = select('search=%20%20lAB%20wALLET%20')
    expect(names(page)).toEqual(['Lab Wallet One', 'Lab Wallet Two'])
    expect(page.count).toBe(2)
    const vaults = select('search=vault&entries=100')
    expect(vaults.count).toBeGreaterThan(0)
    for (const name of names(vaults)) expect(name.toLowerCase()).toContain('vault')
    expect(select('search=nothing-like-this').count).toBe(0)
  })

  it('keeps only included ids and drops excluded ones', () => {
    const [a, b, c] = wallets
    expect(names(select(`include=${c!.id},${a!.id}`))).toEqual([a!.name, c!.name])
    const page = select(`exclude=${a!.id},${b!.id}&entries=1`)
    expect(names(page)).toEqual([c!.name])
    expect(page.count).toBe(498)
    expect(select(`include=${a!.id}&exclude=${a!.id}`).count).toBe(0)
  })

  it('filters by badge', () => {
    const page = select('badge_type=certified&entries=100')
    expect(page.count).toBe(wallets.filter((wallet) => wallet.badge_type === 'certified').length)
    expect(page.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(select('badge_type=none').count).toBe(500 - page.count)
  })

  it('keeps wallets supporting any of the chains', () => {
    const page = select(`chains=${CHAIN.solana},${CHAIN.bitcoin}&entries=100`)
    const expected = wallets.filter(
      (w) => w.chains.includes(CHAIN.solana) || w.chains.includes(CHAIN.bitcoin),
    )
    expect(page.count).toBe(expected.length)
    expect(page.data).toEqual(expected.slice(0, 100))
    expect(names(select(`chains=${CHAIN.bitcoin}&entries=3`))).toEqual([
      'Lab Bitcoin Wallet',
      'Lab Multichain Wallet',
      expected.find((w) => w.chains.includes(CHAIN.bitcoin) && w.order > 6)!.name,
    ])
  })

  it('filters by exact names and rdns', () => {
    expect(names(select('names=Lab%20Solana%20Wallet,lab%20wallet%20one'))).toEqual(['Lab Solana Wallet'])
    expect(names(select('rdns=org.appkit.testwallet,com.appkit.labwallettwo'))).toEqual([
      'AppKit Test Wallet',
      'Lab Wallet Two',
    ])
    expect(select('rdns=org.appkit').count).toBe(0)
  })

  it('combines filters', () => {
    const page = select(`search=lab&badge_type=certified&chains=${CHAIN.anvil}`)
    expect(names(page)).toEqual(['Lab Wallet One', 'Lab Wallet Two', 'Lab Multichain Wallet'])
  })
})
