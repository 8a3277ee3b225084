import { encodeBase58 } from '@appkit/common'
import { concat, sha256 } from 'viem'
import { segwitAddress } from './bech32.js'

/** The lab's Bitcoin is regtest: its address prefixes (bech32 and base58 version bytes). */
const REGTEST = { bech32: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 }

export interface PsbtOutput {
  /** The receiver's address, or the script in hex when it is no standard address. */
  address: string
  satoshis: bigint
}

/** Reads a PSBT (version 0) front to back. */
class Reader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('The PSBT ends early.')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  /** Bitcoin's CompactSize integer. */
  size(): number {
    const first = this.take(1)[0]!
    if (first < 0xfd) return first
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    return Number(littleEndian(this.take(width)))
  }
  chunk(): Uint8Array {
    return this.take(this.size())
  }
}

function littleEndian(bytes: Uint8Array): bigint {
  return bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n)
}

function base58Check(version: number, hash: Uint8Array): string {
  const payload = concat([new Uint8Array([version]), hash])
  const checksum = sha256(sha256(payload, 'bytes'), 'bytes').subarray(0, 4)
  return encodeBase58(concat([payload, checksum]))
}

function addressOf(script: Uint8Array): string {
  const [op0, op1] = script
  if (script.length === 22 && op0 === 0x00 && op1 === 0x14)
    return segwitAddress(REGTEST.bech32, 0, script.subarray(2))
  if (script.length === 34 && op0 === 0x00 && op1 === 0x20)
    return segwitAddress(REGTEST.bech32, 0, script.subarray(2))
  if (script.length === 34 && op0 === 0x51 && op1 === 0x20)
    return segwitAddress(REGTEST.bech32, 1, script.subarray(2))
  if (script.length === 23 && op0 === 0xa9 && op1 === 0x14 && script[22] === 0x87) {
    return base58Check(REGTEST.p2sh, script.subarray(2, 22))
  }
  if (script.length === 25 && op0 === 0x76 && op1 === 0xa9 && script[2] === 0x14) {
    return base58Check(REGTEST.p2pkh, script.subarray(3, 23))
  }
  return [...script].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The outputs of a PSBT's unsigned transaction: what the signature pays, and to whom. */
export function psbtOutputs(psbt: Uint8Array): PsbtOutput[] {
  const reader = new Reader(psbt)
  if (String.fromCharCode(...reader.take(4)) !== 'psbt' || reader.take(1)[0] !== 0xff) {
    throw new TypeError('Not a PSBT.')
  }
  for (let key = reader.chunk(); key.length > 0; key = reader.chunk()) {
    const value = reader.chunk()
    if (key.length === 1 && key[0] === 0x00) return transactionOutputs(new Reader(value))
  }
  throw new TypeError('The PSBT has no unsigned transaction (version 2 is not read here).')
}

function transactionOutputs(tx: Reader): PsbtOutput[] {
  tx.take(4) // version
  const inputs = tx.size()
  for (let index = 0; index < inputs; index++) {
    tx.take(36) // the outpoint
    tx.chunk() // scriptSig, empty while unsigned
    tx.take(4) // sequence
  }
  const count = tx.size()
  return Array.from({ length: count }, () => {
    const satoshis = littleEndian(tx.take(8))
    return { satoshis, address: addressOf(tx.chunk()) }
  })
}
