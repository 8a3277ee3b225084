import { formatBalance, formatUnits } from '@appkit/common'
import type { TokenAmount } from '@appkit/controllers'

/** An amount as the UI shows it: the decimal value floored to 3 decimals (spec §5), no symbol. */
export function formatAmount(amount: Pick<TokenAmount, 'value' | 'decimals'>): string {
  return formatBalance(formatUnits(amount.value, amount.decimals))
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * A fiat value, floored to the cent: a balance is never shown as more than it is. Rounded to a
 * millionth first, so float noise (0.29 × 100 = 28.999…) does not cost a cent.
 */
export function formatFiat(value: number): string {
  return usd.format(Math.floor(Math.round(value * 1e6) / 1e4) / 100)
}

/**
 * A fee in the native coin: small amounts matter here, so up to 6 decimals, and a fee below that
 * says so rather than showing 0.
 */
export function formatFee(amount: Pick<TokenAmount, 'value' | 'decimals'>): string {
  const shown = formatBalance(formatUnits(amount.value, amount.decimals), { decimals: 6 })
  return shown === '0' && amount.value > 0n ? '< 0.000001' : shown
}
