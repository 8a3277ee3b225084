// Segregated Witness addresses (BIP-173 bech32 for version 0, BIP-350 bech32m from version 1), so
// the popup names a Bitcoin output's receiver as the wallet's user knows it.

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const BECH32 = 1
const BECH32M = 0x2bc830a3

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (const [index, generator] of GENERATORS.entries()) {
      if ((top >>> index) & 1) checksum ^= generator
    }
  }
  return checksum >>> 0
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((char) => char.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

/** Bytes regrouped from 8-bit into 5-bit words, the last one padded with zeros. */
function toWords(bytes: Uint8Array): number[] {
  const words: number[] = []
  let accumulator = 0
  let bits = 0
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((accumulator >>> bits) & 31)
    }
    accumulator &= (1 << bits) - 1
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31)
  return words
}

/** The address of a witness program: `prefix` is the network's (bc, tb, bcrt). */
export function segwitAddress(prefix: string, version: number, program: Uint8Array): string {
  const data = [version, ...toWords(program)]
  const constant = version === 0 ? BECH32 : BECH32M
  const mod = polymod([...expandPrefix(prefix), ...data, 0, 0, 0, 0, 0, 0]) ^ constant
  const checksum = Array.from({ length: 6 }, (_, index) => (mod >>> (5 * (5 - index))) & 31)
  return `${prefix}1${[...data, ...checksum].map((word) => CHARSET[word]).join('')}`
}
