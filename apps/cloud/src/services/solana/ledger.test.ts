import { describe, expect, it } from 'vitest'
import { createLedger, type LandedTransaction } from './ledger.js'

describe('createLedger', () => {
  it('keeps every landed transaction by signature', () => {
    const ledger = createLedger()
    const landed = { signature: 'a', slot: 1 } as LandedTransaction
    ledger.add(landed)
    ledger.add({ signature: 'b', slot: 2 } as LandedTransaction)
    expect(ledger.get('a')).toBe(landed)
    expect(ledger.get('c')).toBeUndefined()
    expect(ledger.size()).toBe(2)
  })
})
