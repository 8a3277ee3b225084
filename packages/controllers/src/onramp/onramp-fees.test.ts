import { describe, expect, it } from 'vitest'
import { fallbackOnrampQuote, onrampFeePercent } from './onramp-fees.js'

const quote = (fee: string, total: string) => ({
  networkFee: { amount: fee, currency: 'USD' },
  paymentSubtotal: { amount: total, currency: 'USD' },
  paymentTotal: { amount: total, currency: 'USD' },
  purchaseAmount: { amount: '0.04', currency: 'ETH' },
  quoteId: 'q',
})

describe('on-ramp fees', () => {
  it("shows the fee as a share of the total, within spec §9's 1–2 %", () => {
    expect(onrampFeePercent(quote('2.00', '100.00'))).toBe(2)
    expect(onrampFeePercent(quote('1.01', '100.01'))).toBe(1)
    expect(onrampFeePercent(quote('1', '0'))).toBeUndefined()
  })

  it('falls back to a quote of the input amount, with no fee (spec §7)', () => {
    expect(fallbackOnrampQuote('42', 'EUR', 'ETH')).toEqual({
      networkFee: { amount: '0', currency: 'EUR' },
      paymentSubtotal: { amount: '42', currency: 'EUR' },
      paymentTotal: { amount: '42', currency: 'EUR' },
      purchaseAmount: { amount: '42', currency: 'ETH' },
      quoteId: 'fallback',
    })
  })
})
