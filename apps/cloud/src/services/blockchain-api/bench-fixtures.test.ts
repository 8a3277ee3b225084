import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  BENCH_ACCOUNT,
  benchAssets,
  benchHistory,
  benchHistoryPage,
  benchHoldings,
  isBenchAccount,
} from './bench-fixtures.js'

describe('the bench account', () => {
  it('is a checksummed address recognised in any case', () => {
    expect(getAddress(BENCH_ACCOUNT)).toBe(BENCH_ACCOUNT)
    expect(isBenchAccount(BENCH_ACCOUNT.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(isBenchAccount('0x0000000000000000000000000000000000000b17')).toBe(false)
  })

  it('holds ETH and 49 distinct priced tokens, all above zero, the same every time', () => {
    const holdings = benchHoldings()
    expect(holdings).toHaveLength(50)
    expect(holdings[0]?.asset.symbol).toBe('ETH')
    expect(new Set(holdings.map((holding) => holding.asset.address)).size).toBe(50)
    expect(holdings.every((holding) => holding.balance > 0n && holding.asset.price !== undefined)).toBe(true)
    expect(benchHoldings()).toEqual(holdings)
    expect(benchAssets()[0]).toMatchObject({
      address: '0xbe7c000000000000000000000000000000000001',
      name: 'Bench Token 01',
      symbol: 'BT01',
      decimals: 18,
    })
  })

  it('has 1,000 transactions, newest first, mixing ETH and tokens, sent and received', () => {
    const history = benchHistory()
    expect(history).toHaveLength(1000)
    expect(history[0]?.blockNumber).toBe(1000)
    expect(history.at(-1)?.blockNumber).toBe(1)
    expect(history.every((tx, index) => index === 0 || tx.minedAt < history[index - 1]!.minedAt)).toBe(true)
    const account = BENCH_ACCOUNT.toLowerCase()
    const kinds = new Set(
      history.map(
        (tx) =>
          `${tx.transfers[0]!.token ? 'token' : 'eth'}-${tx.transfers[0]!.from === account ? 'out' : 'in'}`,
      ),
    )
    expect(kinds).toEqual(new Set(['eth-in', 'eth-out', 'token-in', 'token-out']))
    expect(history.filter((tx) => tx.status === 'failed')).toHaveLength(40)
    expect(benchHistory()).toEqual(history)
  })

  it('pages strictly after a position', () => {
    const history = benchHistory()
    const first = benchHistoryPage(history, 20)
    expect(first.map((tx) => tx.blockNumber)).toEqual(Array.from({ length: 20 }, (_, i) => 1000 - i))
    const second = benchHistoryPage(history, 20, { blockNumber: 981, txIndex: 0 })
    expect(second[0]?.blockNumber).toBe(980)
    expect(benchHistoryPage(history, 20, { blockNumber: 1, txIndex: 0 })).toEqual([])
    expect(benchHistoryPage(history, 20, { blockNumber: 5, txIndex: 0 }).map((tx) => tx.blockNumber)).toEqual(
      [4, 3, 2, 1],
    )
  })
})
