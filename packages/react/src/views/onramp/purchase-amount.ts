import { formatBalance, isDecimal } from '@appkit/common'
import { groupDecimal } from '../../format-token-amount.js'

/** Significant digits a quoted amount keeps: enough to compare quotes, not the provider's 18 decimals. */
const SIGNIFICANT = 4

/**
 * What a purchase brings, as the modal's rows show amounts (cut, never rounded up, grouped for the
 * locale), with 3 decimals, or more for an amount below 1 so that its first 4 digits still show:
 * "0.039199216015679686" → "0.03919", "1234.56789" → "1,234.567".
 * A provider's amount that is not a decimal is shown as it came.
 */
export function formatPurchaseAmount(amount: string, locale?: string): string {
  if (!isDecimal(amount)) return amount
  const [whole = '', fraction = ''] = amount.replace(/^-/, '').split('.')
  const belowOne = /^0*$/.test(whole)
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  const decimals = belowOne ? Math.max(3, leadingZeros + SIGNIFICANT) : 3
  return groupDecimal(formatBalance(amount, { decimals }), locale)
}
