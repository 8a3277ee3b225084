import { formatBalance, formatUnits } from '@appkit/common'
import type { TokenAmount } from '@appkit/controllers'

// Apart from format-amount.ts: only the send view (loaded later) shows fees, and what one module
// holds lands in one chunk.

/**
 * A fee in the native coin: small amounts matter here, so up to 6 decimals, and a fee below that
 * says so rather than showing 0.
 */
export function formatFee(amount: Pick<TokenAmount, 'value' | 'decimals'>): string {
  const shown = formatBalance(formatUnits(amount.value, amount.decimals), { decimals: 6 })
  return shown === '0' && amount.value > 0n ? '< 0.000001' : shown
}
