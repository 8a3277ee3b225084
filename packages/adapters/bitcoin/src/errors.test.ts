import { AppKitError, getRpcErrorMessage } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  AmountBelowDustError,
  BroadcastRejectedError,
  FeeEstimatesUnavailableError,
  UnsupportedAddressTypeError,
  UnsupportedWalletMethodError,
} from './errors.js'

describe('the Bitcoin errors', () => {
  it('are AppKitErrors with a fixed message and code', () => {
    const cases: [AppKitError, string, string | number][] = [
      [new UnsupportedWalletMethodError(), getRpcErrorMessage(4200)!, 4200],
      [new FeeEstimatesUnavailableError(), 'Fee estimates unavailable', 'FEE_ESTIMATES_UNAVAILABLE'],
      [new AmountBelowDustError(), 'Amount below the dust limit', 'AMOUNT_BELOW_DUST'],
      [new UnsupportedAddressTypeError(), 'Unsupported address type', 'UNSUPPORTED_ADDRESS_TYPE'],
    ]
    for (const [error, message, code] of cases) {
      expect(error).toBeInstanceOf(AppKitError)
      expect(error).toMatchObject({ message, code })
    }
  })

  it('a refused broadcast says the node’s reason and keeps its code', () => {
    const error = new BroadcastRejectedError('min relay fee not met, 100 < 141', -26)
    expect(error).toMatchObject({
      message: 'Transaction rejected: min relay fee not met, 100 < 141',
      reason: 'min relay fee not met, 100 < 141',
      nodeCode: -26,
      code: 'BROADCAST_REJECTED',
    })
  })
})
