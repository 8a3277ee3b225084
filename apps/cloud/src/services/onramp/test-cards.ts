/**
 * The provider page's test cards (documented in the cloud's README): one that pays, one that the
 * bank declines. Any other number is refused before it is "charged", so nothing is left to chance.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const

export const DECLINED_MESSAGE = 'Your card was declined.'

export type CardCheck =
  | { ok: true; outcome: 'paid' | 'declined' }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

/** Checks a card form as a real provider would, then says what the test bank answers. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return { ok: false, field: 'number', message: 'Enter a valid card number' }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12)
    return { ok: false, field: 'expiry', message: 'Enter the expiry as MM/YY' }
  // A card is good through the last day of its month.
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1)
  if (endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', message: 'This card has expired' }
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    return { ok: false, field: 'cvc', message: 'Enter the 3-digit security code' }
  if (number === TEST_CARDS.succeeds) return { ok: true, outcome: 'paid' }
  if (number === TEST_CARDS.declined) return { ok: true, outcome: 'declined' }
  return {
    ok: false,
    field: 'number',
    message: 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined',
  }
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
