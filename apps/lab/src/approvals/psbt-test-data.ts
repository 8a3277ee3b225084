import { concat, hexToBytes } from 'viem'

// Test data for the unit tests: PSBTs built by hand, byte by byte, as BIP-174 lays them out.

export const KEY_HASH = hexToBytes('0x751e76e8199196d454941c45d1b3a323f1433bd6')

const u64 = (value: bigint) =>
  Uint8Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn))
const sized = (bytes: Uint8Array) => concat([new Uint8Array([bytes.length]), bytes])

/** A version 0 PSBT around an unsigned transaction with one input and these outputs. */
export function psbtPaying(outputs: [script: Uint8Array, satoshis: bigint][]): Uint8Array {
  const tx = concat([
    hexToBytes('0x02000000'),
    new Uint8Array([1]),
    new Uint8Array(36).fill(7),
    new Uint8Array([0]),
    hexToBytes('0xffffffff'),
    new Uint8Array([outputs.length]),
    ...outputs.map(([script, satoshis]) => concat([u64(satoshis), sized(script)])),
    hexToBytes('0x00000000'),
  ])
  const global = concat([
    new Uint8Array([1, 0]),
    // A few outputs keep the transaction under 253 bytes: its size fits one byte.
    sized(tx),
    new Uint8Array([0]),
  ])
  return concat([
    new TextEncoder().encode('psbt'),
    new Uint8Array([0xff]),
    global,
    new Uint8Array([0]),
    ...outputs.map(() => new Uint8Array([0])),
  ])
}

export const P2WPKH = concat([new Uint8Array([0x00, 0x14]), KEY_HASH])
