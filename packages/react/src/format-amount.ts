import { formatBalance, formatUnits } from '@appkit/common'
import type { TokenAmount } from '@appkit/controllers'

/** An amount as the UI shows it: the decimal value floored to 3 decimals (spec §5), no symbol. */
export function formatAmount(amount: Pick<TokenAmount, 'value' | 'decimals'>): string {
  return formatBalance(formatUnits(amount.value, amount.decimals))
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A fiat value, floored to the cent: a balance is never shown as more than it is. */
export function formatFiat(value: number): string {
  return usd.format(Math.floor(value * 100) / 100)
}
