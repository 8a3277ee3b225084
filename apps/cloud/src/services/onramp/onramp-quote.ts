import { formatEther } from 'viem'
import {
  ETH_PRICE_CENTS,
  type FiatCurrency,
  formatCents,
  METHOD_FEE_BPS,
  METHOD_LIMITS_CENTS,
  type PaymentMethod,
} from './onramp-catalogue.js'

export interface OnrampQuote {
  /** What the visitor pays, in cents. */
  totalCents: bigint
  /** The provider's fee, in cents, included in the total. */
  feeCents: bigint
  /** The total less the fee: what buys the Ether. */
  subtotalCents: bigint
  /** The Ether bought, in wei (rounded down: the provider never sends more than was paid for). */
  wei: bigint
}

/**
 * "12.5" or "12.50" → 1250n; undefined for anything else (negative, more than 2 decimals, letters,
 * exponents), so an amount is never guessed at.
 */
export function parseFiatCents(amount: unknown): bigint | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount
  if (typeof text !== 'string') return undefined
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** The limit an amount breaks for a method, as a message; undefined within the limits. */
export function limitError(
  totalCents: bigint,
  method: PaymentMethod,
  currency: FiatCurrency,
): string | undefined {
  const { min, max } = METHOD_LIMITS_CENTS[method]
  if (totalCents < min) return `The minimum is ${formatCents(min)} ${currency}`
  if (totalCents > max) return `The maximum is ${formatCents(max)} ${currency}`
  return undefined
}

/** The quote for paying `totalCents` by `method`: the fee rounds up to the cent, the Ether down. */
export function quoteOnramp(totalCents: bigint, currency: FiatCurrency, method: PaymentMethod): OnrampQuote {
  const feeCents = (totalCents * METHOD_FEE_BPS[method] + 9_999n) / 10_000n
  const subtotalCents = totalCents - feeCents
  const wei = (subtotalCents * 10n ** 18n) / ETH_PRICE_CENTS[currency]
  return { totalCents, feeCents, subtotalCents, wei }
}

/** The wire shape of spec §3's onramp quote. */
export function quoteBody(quote: OnrampQuote, currency: FiatCurrency, quoteId: string) {
  return {
    networkFee: { amount: formatCents(quote.feeCents), currency },
    paymentSubtotal: { amount: formatCents(quote.subtotalCents), currency },
    paymentTotal: { amount: formatCents(quote.totalCents), currency },
    purchaseAmount: { amount: formatEther(quote.wei), currency: 'ETH' },
    quoteId,
  }
}
