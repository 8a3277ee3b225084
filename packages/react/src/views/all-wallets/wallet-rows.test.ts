import type { Connector } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { rowKey, walletRows } from './wallet-rows.js'

const c = (id: string, name = id): Connector => ({ id, name, chain: 'eip155', type: 'ANNOUNCED' })
const w = (id: string) => ({ id, name: `W ${id}`, chains: [] })

describe('walletRows', () => {
  it('lists installed wallets first, recent before the rest, then the explorer wallets', () => {
    const rows = walletRows([c('a'), c('b'), c('c')], [w('1'), w('2')], ['c'], '')
    expect(rows.map(rowKey)).toEqual(['c:c', 'c:a', 'c:b', 'w:1', 'w:2'])
  })

  it('narrows installed wallets by the search term, case-insensitive and trimmed', () => {
    const rows = walletRows([c('a', 'Alpha'), c('b', 'Beta')], [w('1')], [], '  alp ')
    expect(rows.map(rowKey)).toEqual(['c:a', 'w:1'])
  })
})
