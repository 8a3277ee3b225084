import type { Connector } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { connectorFor, groupConnectors, isWalletRow } from './connector-groups.js'

const c = (id: string, chain: 'eip155' | 'solana' = 'eip155', rdns?: string): Connector => ({
  id,
  name: id.toUpperCase(),
  chain,
  type: 'ANNOUNCED',
  info: rdns ? { rdns } : undefined,
})

describe('groupConnectors', () => {
  it('makes one row of a wallet that has connectors in several namespaces', () => {
    const groups = groupConnectors([c('a', 'eip155', 'io.a'), c('b'), c('a-sol', 'solana', 'io.a')], [])
    expect(groups.map((g) => [g.key, g.namespaces, g.connectors.map((x) => x.id)])).toEqual([
      ['io.a', ['eip155', 'solana'], ['a', 'a-sol']],
      ['b', ['eip155'], ['b']],
    ])
  })

  it('puts recent wallets first, most recent first, and keeps the rest in discovery order', () => {
    const recent = [
      { namespace: 'eip155' as const, connectorId: 'c' },
      { namespace: 'eip155' as const, connectorId: 'a' },
    ]
    const groups = groupConnectors([c('a'), c('b'), c('c'), c('d')], recent)
    expect(groups.map((g) => [g.key, g.recent])).toEqual([
      ['c', true],
      ['a', true],
      ['b', false],
      ['d', false],
    ])
  })

  it('a recent id of another namespace does not count', () => {
    expect(groupConnectors([c('a')], [{ namespace: 'solana', connectorId: 'a' }])[0]?.recent).toBe(false)
  })
})

describe('connectorFor', () => {
  it('picks the connector of the active namespace, else the first', () => {
    const [group] = groupConnectors([c('a', 'eip155', 'io.a'), c('a-sol', 'solana', 'io.a')], [])
    expect(connectorFor(group!, 'solana').id).toBe('a-sol')
    expect(connectorFor(group!, 'bip122').id).toBe('a')
  })
})

describe('isWalletRow', () => {
  it('lists installed wallets, not WalletConnect (its QR row) nor the embedded wallet (its email field)', () => {
    expect(isWalletRow(c('a'))).toBe(true)
    expect(isWalletRow({ ...c('walletConnect'), type: 'WALLET_CONNECT' })).toBe(false)
    expect(isWalletRow({ ...c('auth'), type: 'AUTH' })).toBe(false)
  })
})
