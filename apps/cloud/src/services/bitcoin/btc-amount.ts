import { BTC_DECIMALS, SATS_PER_BTC } from './lab-chain.js'

/**
 * Satoshis as a BTC decimal without trailing zeros ("0.0015", "21"), exactly: the amount in a
 * reject reason and the balance endpoint's `numeric`.
 */
export function formatBtc(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const magnitude = sats < 0n ? -sats : sats
  const whole = magnitude / SATS_PER_BTC
  const fraction = (magnitude % SATS_PER_BTC).toString().padStart(BTC_DECIMALS, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}
