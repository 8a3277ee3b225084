import { describe, expect, it } from 'vitest'
import { formatPurchaseAmount } from './purchase-amount.js'

describe('formatPurchaseAmount', () => {
  it("keeps the first 4 significant digits of an amount below 1, not the provider's 18 decimals", () => {
    expect(formatPurchaseAmount('0.039199216015679686', 'en-US')).toBe('0.03919')
    expect(formatPurchaseAmount('0.000012345678', 'en-US')).toBe('0.00001234')
    expect(formatPurchaseAmount('0.5', 'en-US')).toBe('0.5')
  })

  it('cuts an amount of 1 or more to 3 decimals and groups its digits', () => {
    expect(formatPurchaseAmount('1234.56789', 'en-US')).toBe('1,234.567')
    expect(formatPurchaseAmount('98', 'en-US')).toBe('98')
    expect(formatPurchaseAmount('1.9999', 'de-DE')).toBe('1,999')
  })

  it('shows an amount that is not a decimal as the provider sent it, rather than failing the view', () => {
    expect(formatPurchaseAmount('1e-7', 'en-US')).toBe('1e-7')
    expect(formatPurchaseAmount('', 'en-US')).toBe('')
  })
})
