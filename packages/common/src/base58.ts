import { AppKitError } from './errors/app-kit-error.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUES = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/** Text that is not base58 (a 0, O, I or l, or anything outside the alphabet). */
export class InvalidBase58Error extends AppKitError<'INVALID_BASE58'> {
  override name = 'InvalidBase58Error'
  constructor(value: string) {
    super('Invalid base58 string', { code: 'INVALID_BASE58', details: value })
  }
}

/** Bytes as base58 (Bitcoin's alphabet, as Solana uses it for addresses and signatures). */
export function encodeBase58(bytes: Uint8Array): string {
  let number = 0n
  for (const byte of bytes) number = (number << 8n) | BigInt(byte)
  let text = ''
  while (number > 0n) {
    text = ALPHABET[Number(number % 58n)] + text
    number /= 58n
  }
  // Each leading zero byte is a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** Base58 text as bytes; throws InvalidBase58Error for any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  let number = 0n
  for (const char of text) {
    const value = VALUES.get(char)
    if (value === undefined) throw new InvalidBase58Error(text)
    number = number * 58n + value
  }
  const bytes: number[] = []
  while (number > 0n) {
    bytes.unshift(Number(number & 0xffn))
    number >>= 8n
  }
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}
