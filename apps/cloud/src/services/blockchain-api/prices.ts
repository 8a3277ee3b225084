/**
 * The cloud's fixed USD prices, by symbol. Made up and constant on purpose: tests and screenshots
 * can assert exact fiat values. ZERO is priced 0 so the UI's handling of worthless tokens shows.
 */
export const PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 2500.05,
  LUSD: 1,
  LAB: 2.5,
  ZERO: 0,
  SOL: 150.05,
  LSUSD: 1,
  BTC: 65000.05,
}

/** The only fiat currency the cloud knows. */
export const CURRENCY = 'usd'

export function priceOf(symbol: string | null): number | undefined {
  return symbol === null ? undefined : PRICES_USD[symbol]
}

/**
 * `numeric × price`, rounded to 6 decimals: enough for any displayed fiat amount, and it spares
 * clients float noise such as 3750.0750000000003.
 */
export function fiatValue(numeric: string, price: number): number {
  return Math.round(Number(numeric) * price * 1e6) / 1e6
}
