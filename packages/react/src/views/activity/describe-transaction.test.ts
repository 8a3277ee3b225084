import type { ActivityTransaction } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describe-transaction.js'

const base: ActivityTransaction = {
  id: 'a',
  hash: '0xa',
  caipNetworkId: 'eip155:1',
  minedAt: '2026-01-02T03:04:05Z',
  operationType: 'approve',
  status: 'confirmed',
  from: '0x1',
  to: '0x2',
  transfers: [],
}

describe('describeTransaction', () => {
  it("names a transaction that moved nothing by the API's operation, with no amount", () => {
    expect(describeTransaction(base)).toMatchObject({
      what: 'approve',
      amount: '',
      status: 'Confirmed',
      flagged: false,
    })
  })

  it('names a transfer by its way and groups its amount for the locale', () => {
    const received = { ...base, transfers: [{ direction: 'in' as const, amount: '10000', symbol: 'LAB' }] }
    expect(describeTransaction(received)).toMatchObject({ what: 'Received', amount: '10,000 LAB' })
  })

  it('flags a failed one, and keeps a status it does not know as the API gave it', () => {
    expect(describeTransaction({ ...base, status: 'failed' })).toMatchObject({
      status: 'Failed',
      flagged: true,
    })
    expect(describeTransaction({ ...base, status: 'replaced' })).toMatchObject({
      status: 'replaced',
      flagged: false,
    })
  })
})
