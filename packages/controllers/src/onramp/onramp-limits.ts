import type { OnrampPaymentCurrency } from '../types/onramp-api.js'

export type OnrampAmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'min'; limit: string }
  | { kind: 'max'; limit: string }
  | { kind: 'unavailable' }

/** "12.5" → 1250 cents; undefined unless a plain amount of at most two decimals. */
export function toCents(amount: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(amount.trim())
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * What is wrong with paying `amount` of `currency` by `method`, against the limits the options
 * give; undefined when it can be bought.
 */
export function onrampAmountProblem(
  amount: string,
  currency: OnrampPaymentCurrency | undefined,
  method: string,
): OnrampAmountProblem | undefined {
  if (amount.trim() === '') return { kind: 'required' }
  const cents = toCents(amount)
  if (cents === undefined || cents === 0) return { kind: 'invalid' }
  const limit = currency?.payment_method_limits.find((entry) => entry.id === method)
  if (!limit) return { kind: 'unavailable' }
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (min !== undefined && cents < min) return { kind: 'min', limit: limit.min }
  if (max !== undefined && cents > max) return { kind: 'max', limit: limit.max }
  return undefined
}
