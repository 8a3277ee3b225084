import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import { scriptType } from './bitcoin-address.js'
import { ecc } from './ecc.js'
import { badSignature, nonStandardInput } from './tx-rejection.js'

/** The output an input spends: what its signature commits to. */
export interface SpentOutput {
  script: Uint8Array
  value: bigint
}

const ANNEX_TAG = 0x50

/**
 * Checks input `index`'s signature against the output it spends (`spent[index]`; every input's,
 * since a Taproot signature commits to all of them). Two kinds are understood: P2WPKH (ECDSA over
 * the BIP-143 sighash) and P2TR key path (Schnorr over the BIP-341 sighash, SIGHASH_DEFAULT or
 * SIGHASH_ALL); anything else is refused as non-standard rather than waved through. Throws
 * TransactionRejectedError.
 */
export function verifyInput(tx: Transaction, index: number, spent: readonly SpentOutput[]): void {
  const output = spent[index]!
  const type = scriptType(output.script)
  if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, output)
  else if (type === 'v1_p2tr') verifyTaprootKeyPath(tx, index, spent)
  else
    throw nonStandardInput(
      index,
      `it spends a ${type} output; this test chain checks only P2WPKH and P2TR key-path spends`,
    )
}

function verifyP2wpkh(tx: Transaction, index: number, output: SpentOutput): void {
  const input = tx.ins[index]!
  if (input.script.length > 0) throw badSignature(index, 'a witness spend needs an empty scriptSig')
  if (input.witness.length !== 2) {
    throw badSignature(index, `a P2WPKH spend has 2 witness items, not ${input.witness.length}`)
  }
  const [encoded, pubkey] = input.witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33 || !ecc.isPointCompressed(pubkey)) {
    throw badSignature(index, 'the public key is not a compressed secp256k1 point')
  }
  const keyHash = output.script.subarray(2)
  if (!sameBytes(crypto.hash160(pubkey), keyHash)) {
    throw badSignature(index, 'the public key is not the one the output pays to')
  }
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(encoded)
  } catch {
    throw badSignature(index, 'the signature is not strict DER with a defined sighash type')
  }
  // BIP-143: a P2WPKH input signs the P2PKH script of its key hash.
  const scriptCode = payments.p2pkh({ hash: keyHash }).output!
  const hash = tx.hashForWitnessV0(index, scriptCode, output.value, decoded.hashType)
  // Checked loosely first (`strict` false allows a high S), so a malleated signature is named as such.
  if (!holds(() => ecc.verify(hash, pubkey, decoded.signature, false))) {
    throw badSignature(index, 'the ECDSA signature does not match this transaction, the key and the amount')
  }
  if (!holds(() => ecc.verify(hash, pubkey, decoded.signature, true))) {
    throw badSignature(index, 'non-canonical signature: S value is unnecessarily high')
  }
}

function verifyTaprootKeyPath(tx: Transaction, index: number, spent: readonly SpentOutput[]): void {
  const input = tx.ins[index]!
  if (input.script.length > 0) throw badSignature(index, 'a witness spend needs an empty scriptSig')
  const { witness } = input
  if (witness.length === 0) throw badSignature(index, 'a Taproot spend needs a witness')
  if (witness.length >= 2 && witness.at(-1)![0] === ANNEX_TAG) {
    throw nonStandardInput(index, 'a Taproot annex is not supported')
  }
  if (witness.length > 1) {
    throw nonStandardInput(index, 'script-path spends are not supported, only the Taproot key path')
  }
  const signature = witness[0]!
  const hashType = taprootHashType(index, signature)
  const hash = tx.hashForWitnessV1(
    index,
    spent.map((output) => output.script),
    spent.map((output) => output.value),
    hashType,
  )
  const outputKey = spent[index]!.script.subarray(2)
  // An output key that is not on the curve throws: nothing can ever spend that output.
  if (!holds(() => ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64)))) {
    throw badSignature(
      index,
      'the Schnorr signature does not match this transaction, the output key and the amounts and scripts spent',
    )
  }
}

/** BIP-341: 64 bytes sign with SIGHASH_DEFAULT; a 65th byte names the type, and 0x00 there is invalid. */
function taprootHashType(index: number, signature: Uint8Array): number {
  if (signature.length === 64) return Transaction.SIGHASH_DEFAULT
  if (signature.length !== 65) {
    throw badSignature(index, `a Schnorr signature is 64 or 65 bytes, not ${signature.length}`)
  }
  const hashType = signature[64]!
  if (hashType === Transaction.SIGHASH_ALL) return hashType
  if (hashType === Transaction.SIGHASH_DEFAULT) {
    throw badSignature(index, 'an explicit SIGHASH_DEFAULT byte is invalid (leave it out)')
  }
  throw nonStandardInput(
    index,
    `sighash type 0x${hashType.toString(16).padStart(2, '0')} is not supported, only SIGHASH_DEFAULT and SIGHASH_ALL`,
  )
}

/** The library throws on a value that is not a point or a scalar: for a check, that is a no. */
function holds(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
