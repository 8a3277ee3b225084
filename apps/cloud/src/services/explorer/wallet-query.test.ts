import { describe, expect, it } from 'vitest'
import { parseWalletQuery, type WalletQuery } from './wallet-query.js'

function parse(query: string): WalletQuery {
  const result = parseWalletQuery(new URLSearchParams(query))
  if (!result.ok) throw new Error(result.message)
  return result.query
}

describe('parseWalletQuery', () => {
  it('defaults to the first page of 40 with no filters', () => {
    expect(parse('')).toEqual({
      page: 1,
      entries: 40,
      search: '',
      include: [],
      exclude: [],
      badgeType: undefined,
      chains: [],
      names: [],
      rdns: [],
      catalogueSize: undefined,
    })
  })

  it('reads every filter, lists comma-separated and trimmed', () => {
    const query = parse(
      'page=3&entries=20&search=%20Lab%20&include=a,%20b&include=c&exclude=d,,&badge_type=certified' +
        '&chains=eip155:1,solana:x&names=Lab%20Wallet%20One&rdns=com.a,org.b&catalogue=10000',
    )
    expect(query).toEqual({
      page: 3,
      entries: 20,
      search: 'Lab',
      include: ['a', 'b', 'c'],
      exclude: ['d'],
      badgeType: 'certified',
      chains: ['eip155:1', 'solana:x'],
      names: ['Lab Wallet One'],
      rdns: ['com.a', 'org.b'],
      catalogueSize: 10_000,
    })
  })

  it('caps entries at 100', () => {
    expect(parse('entries=500').entries).toBe(100)
  })

  it.each([
    ['page=0', 'Invalid page: expected a positive integer'],
    ['page=-1', 'Invalid page: expected a positive integer'],
    ['page=two', 'Invalid page: expected a positive integer'],
    ['entries=1.5', 'Invalid entries: expected a positive integer'],
    ['entries=0', 'Invalid entries: expected a positive integer'],
    ['catalogue=0', 'Invalid catalogue: expected an integer from 1 to 50000'],
    ['catalogue=100000', 'Invalid catalogue: expected an integer from 1 to 50000'],
  ])('refuses %o', (query, message) => {
    expect(parseWalletQuery(new URLSearchParams(query))).toEqual({ ok: false, message })
  })
})
