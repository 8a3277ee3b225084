import { describe, expect, it, vi } from 'vitest'
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

  it('travel with the adapter a dapp creates, once its code (which throws them) has loaded', async () => {
    const adapter = createBitcoinAdapter()
    expect(adapter.errorMessages).toBeUndefined()
    adapter.activate?.()
    await vi.waitFor(() => expect(adapter.errorMessages).toBe(BITCOIN_ERROR_MESSAGES))
    adapter.teardown?.()
  })
})
