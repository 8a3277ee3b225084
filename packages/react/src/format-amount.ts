import { formatBalance, formatUnits } from '@appkit/common'
import type { TokenAmount } from '@appkit/controllers'

/** An amount as the UI shows it: the decimal value floored to 3 decimals (spec §5), no symbol. */
export function formatAmount(amount: Pick<TokenAmount, 'value' | 'decimals'>): string {
  return formatBalance(formatUnits(amount.value, amount.decimals))
}
