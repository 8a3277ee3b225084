import { InvalidDecimalError, InvalidDecimalsError } from './errors/validation-errors.js'

/**
 * Spec §5: optional minus, digits, optional fractional part. Either side of the point may be
 * empty but not both, so `10.` and `.5` pass (people type them, and a half-typed amount must not
 * flash an error) while `.`, `-`, `+1`, `1e5`, `1,5` and anything with spaces fail.
 */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)$/

/** ERC-20 keeps decimals in a uint8; the bound also keeps `10n ** decimals` cheap. */
const MAX_DECIMALS = 255

/** Returns `value` unchanged if it is a decimal number (see `DECIMAL`), else throws `InvalidDecimalError`. */
export function assertDecimal(value: string): string {
  if (typeof value !== 'string' || !DECIMAL.test(value)) throw new InvalidDecimalError(value)
  return value
}

/** Whether `value` is a decimal number in the form `assertDecimal` accepts. Never throws. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value)
}

interface DecimalParts {
  negative: boolean
  /** Digits before the point, without leading zeros ('' for zero). */
  integer: string
  /** Digits after the point, as written. */
  fraction: string
}

function splitDecimal(value: string): DecimalParts {
  const negative = value.startsWith('-')
  const [integer = '', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  return { negative, integer: integer.replace(/^0+/, ''), fraction }
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalsError(decimals)
  }
}

/**
 * `'1.5'` with 18 decimals → `1500000000000000000n`, exactly (no floating point). Fraction digits
 * beyond `decimals` are cut off, never rounded, so the result is never more than the user typed.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const { negative, integer, fraction } = splitDecimal(assertDecimal(value))
  const units = BigInt(`${integer}${fraction.slice(0, decimals).padEnd(decimals, '0')}` || '0')
  return negative ? -units : units
}

/** `1500000000000000000n` with 18 decimals → `'1.5'`, exactly; no trailing zeros or point. */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  if (typeof value !== 'bigint') throw new InvalidDecimalError(value)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

export interface FormatBalanceOptions {
  /** Fraction digits to keep. Default 3 (spec §5). */
  decimals?: number
}

/**
 * A balance for display: cut (never rounded up) to 3 fraction digits, trailing zeros dropped,
 * no thousands separators. Cutting is towards zero, so `-1.2349` → `-1.234`; a value that cuts to
 * zero shows as `0`, never `-0`. Throws `InvalidDecimalError` for anything `assertDecimal` rejects
 * (exponent forms such as `1e-7` included).
 */
export function formatBalance(value: string, options: FormatBalanceOptions = {}): string {
  const decimals = options.decimals ?? 3
  assertDecimals(decimals)
  const { negative, integer, fraction } = splitDecimal(assertDecimal(value))
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  const magnitude = `${integer || '0'}${kept ? `.${kept}` : ''}`
  return negative && magnitude !== '0' ? `-${magnitude}` : magnitude
}

/**
 * The amount to put in a send form: the input, trimmed, if it is a non-negative decimal;
 * otherwise '0' (spec §5: non-numeric becomes 0). Negative amounts count as non-numeric since
 * nothing can send them. The text is otherwise kept as typed (`10.`, `.5`) so typing is not
 * disturbed. Never throws.
 */
export function toSendValue(input: string): string {
  if (typeof input !== 'string') return '0'
  const trimmed = input.trim()
  return isDecimal(trimmed) && !trimmed.startsWith('-') ? trimmed : '0'
}
