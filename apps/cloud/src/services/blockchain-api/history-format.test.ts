import { describe, expect, it } from 'vitest'
import type { StoredTransaction } from '../indexer/history-query.js'
import { formatTransaction } from './history-format.js'

const ORIGIN = 'http://127.0.0.1:8787'
const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const LUSD = {
  address: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
  name: 'Lab USD',
  symbol: 'LUSD',
  decimals: 6,
}
const prices = (address: string | null) =>
  address === null ? 2500.05 : address === LUSD.address ? 1 : undefined

function tx(fields: Partial<StoredTransaction>): StoredTransaction {
  return {
    hash: '0xabc',
    blockNumber: 3,
    txIndex: 0,
    minedAt: Date.UTC(2026, 10, 23, 12) / 1000,
    from: ALICE,
    to: BOB,
    nonce: 3,
    status: 'confirmed',
    transfers: [{ token: null, from: ALICE, to: BOB, amount: 1_500_000_000_000_000_000n }],
    ...fields,
  }
}

describe('formatTransaction', () => {
  it('writes an ETH send as API.md shows it', () => {
    expect(formatTransaction(tx({}), ALICE, 31337, ORIGIN, prices)).toEqual({
      id: '0xabc:31337',
      metadata: {
        operationType: 'send',
        hash: '0xabc',
        minedAt: '2026-11-23T12:00:00.000Z',
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        status: 'confirmed',
        nonce: 3,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5' },
          price: 2500.05,
          value: 3750.075,
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: `${ORIGIN}/public/getTokenImage/ETH` },
          },
        },
      ],
    })
  })

  it('is a receive for the other side, with token metadata and price', () => {
    const transfer = { token: LUSD, from: ALICE, to: BOB, amount: 2_500_000n }
    const formatted = formatTransaction(tx({ transfers: [transfer] }), BOB, 31337, ORIGIN, prices)
    expect(formatted.metadata.operationType).toBe('receive')
    expect(formatted.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '2.5' },
        price: 1,
        value: 2.5,
        fungible_info: {
          name: 'Lab USD',
          symbol: 'LUSD',
          icon: { url: `${ORIGIN}/public/getTokenImage/LUSD` },
        },
      },
    ])
  })

  it('is an execute for mixed directions, a self transfer, or no transfer of the account', () => {
    const both = [
      { token: null, from: ALICE, to: BOB, amount: 1n },
      { token: LUSD, from: BOB, to: ALICE, amount: 1n },
    ]
    expect(formatTransaction(tx({ transfers: both }), ALICE, 1, ORIGIN, prices).metadata.operationType).toBe(
      'execute',
    )
    const self = formatTransaction(
      tx({ transfers: [{ token: null, from: ALICE, to: ALICE, amount: 1n }] }),
      ALICE,
      1,
      ORIGIN,
      prices,
    )
    expect(self.metadata.operationType).toBe('execute')
    expect(self.transfers[0]?.direction).toBe('self')
    expect(formatTransaction(tx({ transfers: [] }), ALICE, 1, ORIGIN, prices).metadata.operationType).toBe(
      'execute',
    )
  })

  it('leaves price and value out for an unpriced token, and keeps a failed status', () => {
    const other = { address: '0xaa', name: null, symbol: 'OTH', decimals: 0 }
    const formatted = formatTransaction(
      tx({ status: 'failed', transfers: [{ token: other, from: BOB, to: ALICE, amount: 4n }] }),
      ALICE,
      1,
      ORIGIN,
      prices,
    )
    expect(formatted.metadata.status).toBe('failed')
    expect(formatted.transfers[0]).toEqual({
      direction: 'in',
      quantity: { numeric: '4' },
      fungible_info: { name: 'OTH', symbol: 'OTH', icon: { url: `${ORIGIN}/public/getTokenImage/OTH` } },
    })
  })
})
