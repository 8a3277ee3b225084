import type { OnrampAmountProblem } from '@appkit/controllers/onramp'

/** The on-ramp views' words, loaded with them. */
export const onrampMessages = {
  title: 'Buy',
  purchaseTitle: 'Buying',
  currency: 'You buy',
  network: 'On network',
  pay: 'You pay',
  paymentCurrency: 'Currency',
  paymentMethod: 'Payment method',
  methods: { card: 'Card', bank_account: 'Bank account' } as Record<string, string>,
  limits: (min: string, max: string, currency: string) => `${min}–${max} ${currency}`,
  youGet: (amount: string, symbol: string) => `You get ≈ ${amount} ${symbol}`,
  fee: (amount: string, currency: string, percent: number | undefined) =>
    percent === undefined ? `Fee ${amount} ${currency}` : `Fee ${amount} ${currency} (${percent} %)`,
  feeRange: 'The provider charges 1–2 %',
  quoteLoading: 'Getting a quote…',
  quoteFallback: 'Estimate only: the provider’s quote is unavailable',
  optionsFallback: 'Showing the default options: the provider’s list is unavailable',
  noNetwork: 'The provider does not sell on this network',
  continue: 'Continue with the provider',
  problem: (problem: OnrampAmountProblem, currency: string) => {
    switch (problem.kind) {
      case 'required':
        return 'Enter an amount'
      case 'invalid':
        return 'Enter an amount with at most 2 decimals'
      case 'min':
        return `The minimum is ${problem.limit} ${currency}`
      case 'max':
        return `The maximum is ${problem.limit} ${currency}`
      case 'unavailable':
        return 'This payment method is not available for this currency'
    }
  },
  starting: 'Opening the provider…',
  open: 'Complete the purchase in the provider’s window',
  sending: 'Paid: the provider is sending your tokens…',
  completed: (amount: string | undefined, symbol: string) =>
    amount ? `Purchase complete: ${amount} ${symbol} arrived` : 'Purchase complete',
  failed: 'Purchase failed',
  tryAgain: 'Try again',
  done: 'Done',
}
