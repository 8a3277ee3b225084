import { describe, expect, it } from 'vitest'
import { buildCatalogue, MAX_CATALOGUE_SIZE } from './catalogue.js'
import { FIXED_WALLETS } from './fixed-wallets.js'
import { CHAIN, type ExplorerWallet } from './wallet.js'

const KNOWN_CHAINS = new Set<string>(Object.values(CHAIN))
const big = buildCatalogue(10_000)

describe('buildCatalogue', () => {
  it('is the same on every build', () => {
    expect(buildCatalogue(2000)).toEqual(buildCatalogue(2000))
  })

  it('makes a smaller catalogue a prefix of a larger one', () => {
    expect(buildCatalogue(2000).wallets).toEqual(big.wallets.slice(0, 2000))
    expect(buildCatalogue(3).wallets).toEqual(big.wallets.slice(0, 3))
  })

  it('puts the fixed wallets first, ranked from 1', () => {
    expect(big.wallets.slice(0, FIXED_WALLETS.length).map((wallet) => wallet.name)).toEqual([
      'AppKit Test Wallet',
      'Lab Wallet One',
      'Lab Wallet Two',
      'Lab Solana Wallet',
      'Lab Bitcoin Wallet',
      'Lab Multichain Wallet',
      'Lab Web Wallet',
      'Lab Desktop Wallet',
    ])
    expect(big.wallets[0]!.rdns).toBe('org.appkit.testwallet')
    expect(big.wallets.map((wallet) => wallet.order)).toEqual(big.wallets.map((_, index) => index + 1))
  })

  it('keeps ids, names, image ids and rdns unique across 10,000 wallets', () => {
    const unique = (values: unknown[]) => new Set(values).size
    expect(unique(big.wallets.map((wallet) => wallet.id))).toBe(10_000)
    expect(unique(big.wallets.map((wallet) => wallet.name))).toBe(10_000)
    expect(unique(big.wallets.map((wallet) => wallet.image_id))).toBe(10_000)
    const rdns = big.wallets.flatMap((wallet) => (wallet.rdns === null ? [] : [wallet.rdns]))
    expect(unique(rdns)).toBe(rdns.length)
    expect(big.byImageId.size).toBe(10_000)
  })

  it('gives every entry the shape of a real one', () => {
    const problems = big.wallets.flatMap((wallet) =>
      problemsOf(wallet).map((problem) => `${wallet.name}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('has about the shares of a real catalogue', () => {
    const share = (test: (wallet: (typeof big.wallets)[number]) => boolean) =>
      big.wallets.filter(test).length / big.wallets.length
    expect(share((wallet) => wallet.rdns === null)).toBeCloseTo(0.3, 1)
    expect(share((wallet) => wallet.badge_type === 'certified')).toBeCloseTo(0.1, 1)
    expect(share((wallet) => wallet.chains.includes(CHAIN.solana))).toBeGreaterThan(0.2)
    expect(share((wallet) => wallet.chains.includes(CHAIN.bitcoin))).toBeGreaterThan(0.1)
    expect(share((wallet) => wallet.chains.includes(CHAIN.anvil))).toBeGreaterThan(0.03)
  })

  it.each([0, -1, 1.5, MAX_CATALOGUE_SIZE + 1, Number.NaN])('rejects size %o', (size) => {
    expect(() => buildCatalogue(size)).toThrow(RangeError)
  })
})

/** What is wrong with an entry, as readable lines; one assertion for 10,000 entries stays fast. */
function problemsOf(wallet: ExplorerWallet): string[] {
  const problems: string[] = []
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem)
  }
  const loopback = (link: string | null) => link === null || link.startsWith('http://127.0.0.1/')
  check(/^[0-9a-f]{64}$/.test(wallet.id), 'id is not 64 hex')
  check(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(wallet.image_id),
    'image_id',
  )
  check(wallet.rdns === null || /^[a-z]+\.[a-z0-9.]+$/.test(wallet.rdns), 'rdns')
  check(wallet.chains.length > 0 && new Set(wallet.chains).size === wallet.chains.length, 'chains')
  check(
    wallet.chains.every((chain) => KNOWN_CHAINS.has(chain)),
    'unknown chain',
  )
  check(wallet.mobile_link === null || /^[a-z0-9]+:\/\/$/.test(wallet.mobile_link), 'mobile_link')
  check(wallet.desktop_link === null || /^[a-z0-9]+-desktop:\/\/$/.test(wallet.desktop_link), 'desktop_link')
  check([wallet.homepage, wallet.webapp_link, wallet.app_store, wallet.play_store].every(loopback), 'link')
  check(wallet.mobile_link !== null || (wallet.app_store === null && wallet.play_store === null), 'store')
  check(wallet.injected === null || wallet.injected.length > 0, 'injected')
  check(wallet.badge_type === 'certified' || wallet.badge_type === 'none', 'badge_type')
  return problems
}
