import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from './create-bitcoin-adapter.js'
import { BITCOIN_ERROR_MESSAGES } from './error-messages.js'

describe('the Bitcoin error texts', () => {
  it('word each Bitcoin failure for the UI; a broadcast the network refused says so, not "Unknown error"', () => {
    expect(BITCOIN_ERROR_MESSAGES).toEqual({
      FEE_ESTIMATES_UNAVAILABLE: 'Fee estimates unavailable',
      BROADCAST_REJECTED: 'Transaction rejected by the network',
      AMOUNT_BELOW_DUST: 'Amount below the dust limit',
      UNSUPPORTED_ADDRESS_TYPE: 'Unsupported address type',
    })
  })

  it('travel with the adapter a dapp creates, before its code loads', () => {
    expect(createBitcoinAdapter().errorMessages).toBe(BITCOIN_ERROR_MESSAGES)
  })
})
