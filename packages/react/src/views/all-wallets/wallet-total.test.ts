import { describe, expect, it } from 'vitest'
import { walletTotal } from './wallet-total.js'

const rdns = (...names: string[]) => names.map((name) => ({ info: { rdns: name } }))

describe('walletTotal', () => {
  it('counts the installed rows with the explorer wallets when no installed wallet has a copy there', () => {
    expect(walletTotal({ count: 30, hiddenInstalled: 0, page: 0 }, 1, [{}], 0)).toEqual({
      count: 31,
      exact: true,
    })
  })

  it('is a floor while an installed wallet may still have a copy on a page not read yet', () => {
    expect(walletTotal({ count: 168, hiddenInstalled: 0, page: 1 }, 2, rdns('a.b', 'c.d'), 0)).toEqual({
      count: 168,
      exact: false,
    })
  })

  it('is exact once every installed wallet has found its copy', () => {
    expect(walletTotal({ count: 168, hiddenInstalled: 2, page: 1 }, 2, rdns('a.b', 'c.d'), 0)).toEqual({
      count: 168,
      exact: true,
    })
  })

  it('is exact once every page is read, whatever copies were never found', () => {
    expect(walletTotal({ count: 50, hiddenInstalled: 1, page: 2 }, 2, rdns('a.b', 'c.d'), 0)).toEqual({
      count: 51,
      exact: true,
    })
  })

  it("is a floor on Connect when the dapp's featured wallets are left out of the total", () => {
    expect(walletTotal({ count: 28, hiddenInstalled: 0, page: 0 }, 1, [{}], 2)).toEqual({
      count: 29,
      exact: false,
    })
  })

  it('counts a wallet installed in two namespaces (one rdns) as one copy', () => {
    expect(walletTotal({ count: 10, hiddenInstalled: 1, page: 1 }, 1, rdns('a.b', 'a.b'), 0).exact).toBe(true)
  })
})
