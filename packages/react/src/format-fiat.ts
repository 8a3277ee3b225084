// Apart from format-amount.ts: the account button (first paint) formats amounts, only the account
// views (loaded later) format fiat values, and what one module holds lands in one chunk.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * A fiat value, floored to the cent: a balance is never shown as more than it is. Rounded to a
 * millionth first, so float noise (0.29 × 100 = 28.999…) does not cost a cent.
 */
export function formatFiat(value: number): string {
  return usd.format(Math.floor(Math.round(value * 1e6) / 1e4) / 100)
}
