import type { OnrampQuote } from '../types/onramp-api.js'

/** The provider's fee as a share of the total, in percent (spec §9: 1–2 %); undefined for no total. */
export function onrampFeePercent(quote: OnrampQuote): number | undefined {
  const total = Number(quote.paymentTotal.amount)
  const fee = Number(quote.networkFee.amount)
  if (!(total > 0) || !(fee >= 0)) return undefined
  return Math.round((fee / total) * 1000) / 10
}

/**
 * The quote when the quote call fails (spec §7): the input amount as it is, no fee known. The
 * view says it is an estimate.
 */
export function fallbackOnrampQuote(
  amount: string,
  paymentCurrency: string,
  purchaseCurrency: string,
): OnrampQuote {
  return {
    networkFee: { amount: '0', currency: paymentCurrency },
    paymentSubtotal: { amount, currency: paymentCurrency },
    paymentTotal: { amount, currency: paymentCurrency },
    purchaseAmount: { amount, currency: purchaseCurrency },
    quoteId: 'fallback',
  }
}
