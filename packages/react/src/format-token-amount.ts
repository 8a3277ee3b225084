// Apart from format-amount.ts: the account button (first paint) formats its balance, only the
// account views (loaded later) group digits for the locale, and what one module holds lands in one chunk.
import { formatBalance } from '@appkit/common'

/**
 * A decimal string (as formatBalance gives it) in the locale's digits: "10000.5" is "10,000.5" in
 * en-US and "10.000,5" in de-DE. The integer part goes through BigInt, so no digit of a large
 * balance is lost to a float.
 */
export function groupDecimal(value: string, locale?: string): string {
  const negative = value.startsWith('-')
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.')
  const format = new Intl.NumberFormat(locale)
  const grouped = format.format(negative ? -BigInt(whole) : BigInt(whole))
  if (!fraction) return grouped
  const decimalSign = format.formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return `${grouped}${decimalSign}${fraction}`
}

/** A token amount as a row shows it: floored to 3 decimals (spec §5), grouped for the locale. */
export function formatTokenAmount(amount: string, locale?: string): string {
  return groupDecimal(formatBalance(amount), locale)
}
