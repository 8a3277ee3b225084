import { isIpv4Address, isPchars } from './rfc3986.js'

// The field rules of EIP-4361's ABNF, which the Sign-In With Solana ABNF repeats for its fields.

/** `nonce = 8*( ALPHA / DIGIT )`. */
export function isSiwxNonce(value: string): boolean {
  return /^[A-Za-z0-9]{8,}$/.test(value)
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`)

/**
 * The `domain`: EIP-4361 allows any RFC 3986 authority; this takes the part of it a browser's
 * `location.host` can be (a DNS name or IPv4 address, optional port). Left out on purpose:
 * `userinfo@` (it makes `service.org@evil.example` read like service.org to a person) and IPv6
 * literals (viem's EIP-4361 parser cannot read them, so the message would not verify there).
 */
export function isSiwxDomain(value: string): boolean {
  const colon = value.lastIndexOf(':')
  const host = colon === -1 ? value : value.slice(0, colon)
  if (colon !== -1) {
    const port = value.slice(colon + 1)
    if (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65_535) return false
  }
  if (host.length > 253) return false
  return isIpv4Address(host) || HOST_NAME.test(host)
}

// RFC 3339 date-time with the upper-case T and Z that EIP-4361 parsers (viem's, siwe's) read.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * `date-time` of RFC 3339 (the ISO 8601 profile EIP-4361 and CAIP-122 name), checked against the
 * calendar too: 2024-02-30 has the right shape and is still not a date. A leap second (:60) is
 * refused because JavaScript cannot compare it with the clock.
 */
export function isSiwxDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  // The expression makes the six date and time groups present and numeric.
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const offsetHour = Number(match[7] ?? 0)
  const offsetMinute = Number(match[8] ?? 0)
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  )
}

// Arithmetic rather than Date.UTC, which reads years 0–99 as 1900–1999.
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * `statement = 1*( reserved / unreserved / " " )`: printable ASCII from RFC 3986's two sets and the
 * space, so never a line break (a statement cannot fake the lines below it).
 */
export function isSiwxStatement(value: string): boolean {
  return /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/.test(value)
}

/** `request-id = *pchar`. */
export function isSiwxRequestId(value: string): boolean {
  return isPchars(value)
}

/** `version = "1"`: the only version of EIP-4361 and of the Sign-In With Solana grammar. */
export function isSiwxVersion(value: string): boolean {
  return value === '1'
}
