import type { OutputKind } from './output-script.js'

/**
 * The outputs this adapter spends: SegWit v0 key hash, the same nested in P2SH (the payment address
 * of wallets such as Xverse), and Taproot key path.
 */
export type SpendKind = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr'

// Sizes in weight units (BIP-141: a non-witness byte weighs 4, a witness byte 1). Each input's
// non-witness part is 41 bytes: outpoint 36, empty scriptSig length 1, sequence 4. Witnesses are
// taken at their largest, so the fee paid is never below the rate asked:
// - P2WPKH: item count, a 72-byte signature (DER with low S, sighash byte) and a 33-byte key, each
//   with its length byte: 1 + 1 + 72 + 1 + 33 = 108.
// - P2SH-P2WPKH: P2WPKH's witness, and a scriptSig pushing the 22-byte redeem script (0014<hash>):
//   23 more non-witness bytes.
// - P2TR key path: item count and one Schnorr signature of 65 bytes (64, plus a sighash byte when
//   the wallet signs with SIGHASH_ALL), with its length byte: 1 + 1 + 65 = 67.
const INPUT_WEIGHT: Record<SpendKind, number> = {
  p2wpkh: 41 * 4 + 108,
  'p2sh-p2wpkh': (41 + 23) * 4 + 108,
  p2tr: 41 * 4 + 67,
}

/** The output a spend's change goes back to: the sender's own kind of script. */
export const CHANGE_KIND: Record<SpendKind, OutputKind> = {
  p2wpkh: 'p2wpkh',
  'p2sh-p2wpkh': 'p2sh',
  p2tr: 'p2tr',
}
const SCRIPT_LENGTH: Record<OutputKind, number> = { p2pkh: 25, p2sh: 23, p2wpkh: 22, p2wsh: 34, p2tr: 34 }

/**
 * Outputs worth less than this cost more to spend than they hold, and nodes do not relay them
 * (Bitcoin Core's dust limit at its 3 sat/vB dust relay fee).
 */
export const DUST_LIMIT: Record<OutputKind, bigint> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
}

/** The length of a CompactSize count. */
const countLength = (count: number) => (count < 0xfd ? 1 : count <= 0xffff ? 3 : 5)

/** An output's weight: 8-byte value, script length, script. */
export const outputWeight = (kind: OutputKind) => (8 + 1 + SCRIPT_LENGTH[kind]) * 4

/**
 * The virtual size (vbytes, rounded up) of a SegWit transaction spending `inputs` of one kind to
 * `outputs`: version and locktime (8 bytes), the two counts, the marker and flag (2 witness
 * bytes), then each input and output.
 */
export function transactionVsize(inputs: { kind: SpendKind; count: number }, outputs: readonly OutputKind[]) {
  const base = (8 + countLength(inputs.count) + countLength(outputs.length)) * 4 + 2
  const weight =
    base +
    inputs.count * INPUT_WEIGHT[inputs.kind] +
    outputs.reduce((sum, kind) => sum + outputWeight(kind), 0)
  return Math.ceil(weight / 4)
}

/** The fee of `vsize` vbytes at `rate` sat/vB, rounded up to a whole satoshi. */
export const feeFor = (vsize: number, rate: number) => BigInt(Math.ceil(vsize * rate))
