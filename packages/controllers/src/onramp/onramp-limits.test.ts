import { describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_OPTIONS } from './onramp-defaults.js'
import { onrampAmountProblem, toCents } from './onramp-limits.js'

const usd = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.find((c) => c.id === 'USD')
const eur = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.find((c) => c.id === 'EUR')

describe('on-ramp limits', () => {
  it("holds spec §9's card limits, 10.00 to 7,500.00, in USD and EUR", () => {
    for (const currency of [usd, eur]) {
      expect(onrampAmountProblem('9.99', currency, 'card')).toEqual({ kind: 'min', limit: '10.00' })
      expect(onrampAmountProblem('10', currency, 'card')).toBeUndefined()
      expect(onrampAmountProblem('7500.00', currency, 'card')).toBeUndefined()
      expect(onrampAmountProblem('7500.01', currency, 'card')).toEqual({ kind: 'max', limit: '7500.00' })
    }
  })

  it('allows a bank account up to 25,000.00', () => {
    expect(onrampAmountProblem('7500.01', usd, 'bank_account')).toBeUndefined()
    expect(onrampAmountProblem('25000', eur, 'bank_account')).toBeUndefined()
    expect(onrampAmountProblem('25000.01', eur, 'bank_account')).toEqual({ kind: 'max', limit: '25000.00' })
  })

  it('says what is wrong with an empty, malformed or zero amount, or a method the currency lacks', () => {
    expect(onrampAmountProblem(' ', usd, 'card')).toEqual({ kind: 'required' })
    for (const bad of ['1.234', '-5', 'abc', '1e3', '0'])
      expect(onrampAmountProblem(bad, usd, 'card')).toEqual({ kind: 'invalid' })
    expect(onrampAmountProblem('20', usd, 'paypal')).toEqual({ kind: 'unavailable' })
    expect(onrampAmountProblem('20', undefined, 'card')).toEqual({ kind: 'unavailable' })
  })

  it('reads a decimal comma as a point', () => {
    expect(toCents('12,5')).toBe(1250)
  })
})
