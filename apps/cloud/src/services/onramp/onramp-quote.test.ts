import { describe, expect, it } from 'vitest'
import { limitError, parseFiatCents, quoteBody, quoteOnramp } from './onramp-quote.js'

describe('on-ramp quotes', () => {
  it('reads amounts of at most two decimals and refuses anything else', () => {
    expect(parseFiatCents('100')).toBe(10_000n)
    expect(parseFiatCents('12.5')).toBe(1_250n)
    expect(parseFiatCents(20)).toBe(2_000n)
    for (const bad of ['-1', '1.234', '1e3', 'ten', '', null, undefined, '0x10'])
      expect(parseFiatCents(bad)).toBeUndefined()
  })

  it("holds spec §9's limits: card 10–7,500, bank account 10–25,000", () => {
    expect(limitError(999n, 'card', 'USD')).toBe('The minimum is 10.00 USD')
    expect(limitError(1_000n, 'card', 'USD')).toBeUndefined()
    expect(limitError(750_000n, 'card', 'EUR')).toBeUndefined()
    expect(limitError(750_001n, 'card', 'EUR')).toBe('The maximum is 7500.00 EUR')
    expect(limitError(2_500_000n, 'bank_account', 'USD')).toBeUndefined()
    expect(limitError(2_500_001n, 'bank_account', 'USD')).toBe('The maximum is 25000.00 USD')
  })

  it('charges 2 % by card and 1 % by bank, the fee rounded up and the Ether down', () => {
    const card = quoteOnramp(10_000n, 'USD', 'card')
    expect(card).toMatchObject({ feeCents: 200n, subtotalCents: 9_800n })
    expect(card.wei).toBe((9_800n * 10n ** 18n) / 250_005n)
    expect(quoteOnramp(10_001n, 'USD', 'bank_account').feeCents).toBe(101n)
    expect(quoteBody(card, 'USD', 'q1')).toMatchObject({
      networkFee: { amount: '2.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { currency: 'ETH' },
      quoteId: 'q1',
    })
  })
})
