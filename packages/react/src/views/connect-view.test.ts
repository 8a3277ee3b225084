import type { Connector } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './connect-view.js'

const c = (id: string): Connector => ({ id, name: id, chain: 'eip155', type: 'ANNOUNCED' })

describe('orderConnectors', () => {
  it('puts recent wallets first, most recent first, and keeps the rest in discovery order', () => {
    const ids = orderConnectors([c('a'), c('b'), c('c'), c('d')], ['c', 'a']).map((x) => x.id)
    expect(ids).toEqual(['c', 'a', 'b', 'd'])
  })

  it('ignores recent ids that are not installed', () => {
    expect(orderConnectors([c('a')], ['zzz']).map((x) => x.id)).toEqual(['a'])
  })
})
