import { describe, expect, it } from 'vitest'
import { parseCatalogueSize, readExplorerWalletCount } from './explorer-config.js'

describe('parseCatalogueSize', () => {
  it.each([
    ['1', 1],
    ['10000', 10_000],
    ['50000', 50_000],
  ])('reads %o', (raw, size) => {
    expect(parseCatalogueSize(raw)).toBe(size)
  })

  it.each(['', '0', '-5', '2e3', '10.5', ' 10', '50001', '9999999', 'many'])('refuses %o', (raw) => {
    expect(parseCatalogueSize(raw)).toBeUndefined()
  })
})

describe('readExplorerWalletCount', () => {
  it('defaults to 2,000 and reads EXPLORER_WALLETS', () => {
    expect(readExplorerWalletCount({})).toBe(2000)
    expect(readExplorerWalletCount({ EXPLORER_WALLETS: '' })).toBe(2000)
    expect(readExplorerWalletCount({ EXPLORER_WALLETS: '10000' })).toBe(10_000)
  })

  it('fails loudly on a typo', () => {
    expect(() => readExplorerWalletCount({ EXPLORER_WALLETS: '10k' })).toThrow(
      'EXPLORER_WALLETS must be an integer from 1 to 50000, got "10k".',
    )
  })
})
