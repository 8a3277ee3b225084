import { describe, expect, it } from 'vitest'
import { checkCard, luhnValid, TEST_CARDS } from './test-cards.js'

const NOW = new Date('2026-11-27T12:00:00Z')
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, NOW)

describe('the provider page’s test cards', () => {
  it('pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: 'paid' })
    expect(card(TEST_CARDS.declined)).toEqual({ ok: true, outcome: 'declined' })
  })

  it('refuses a number that fails the Luhn check, an expired card and a bad security code', () => {
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(card('4242424242424241')).toMatchObject({ ok: false, field: 'number' })
    expect(card(TEST_CARDS.succeeds, '10/26')).toMatchObject({ ok: false, message: 'This card has expired' })
    expect(card(TEST_CARDS.succeeds, '11/26')).toEqual({ ok: true, outcome: 'paid' })
    expect(card(TEST_CARDS.succeeds, '13/30')).toMatchObject({ ok: false, field: 'expiry' })
    expect(card(TEST_CARDS.succeeds, '12/30', '12')).toMatchObject({ ok: false, field: 'cvc' })
  })

  it('does not charge a real-looking card that is not a test card', () => {
    expect(card('5555555555554444')).toMatchObject({ ok: false, field: 'number' })
  })
})
