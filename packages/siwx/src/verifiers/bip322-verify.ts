import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script, Transaction } from 'bitcoinjs-lib'
import { bip322ToSign } from './bip322-transactions.js'
import type { SegwitProgram } from './bitcoin-address.js'
import { decodeWitness } from './witness.js'

/**
 * Verifies a BIP-322 "simple" signature (the witness stack that spends `to_spend`) of `message`
 * by `program`, as a node would check that spend, with BIP-322's required rules: SIGHASH_ALL
 * (Taproot's DEFAULT, a 64-byte signature, is the same commitment), strict DER and low S for ECDSA.
 * False for anything else, never an exception.
 */
export function verifyBip322(program: SegwitProgram, message: Uint8Array, signature: Uint8Array): boolean {
  const witness = decodeWitness(signature)
  if (witness === undefined) return false
  const toSign = bip322ToSign(message, program.script)
  return program.kind === 'p2wpkh'
    ? verifyP2wpkh(program.hash, toSign, witness)
    : verifyP2trKeyPath(program.outputKey, program.script, toSign, witness)
}

/** Witness `[signature, publicKey]`: the key hashes to the address and signs BIP-143's digest. */
function verifyP2wpkh(hash: Uint8Array, toSign: Transaction, witness: Uint8Array[]): boolean {
  const [encoded, publicKey] = witness
  if (witness.length !== 2 || !encoded || publicKey?.length !== 33) return false
  if (!bytesEqual(crypto.hash160(publicKey), hash)) return false
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(encoded)
  } catch {
    return false
  }
  if (decoded.hashType !== Transaction.SIGHASH_ALL) return false
  const scriptCode = payments.p2pkh({ hash }).output!
  const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  try {
    return ecc.verify(digest, publicKey, decoded.signature, true)
  } catch {
    return false
  }
}

/** Witness `[signature]`: a Schnorr signature by the output key over BIP-341's digest. No annex. */
function verifyP2trKeyPath(
  outputKey: Uint8Array,
  scriptPubKey: Uint8Array,
  toSign: Transaction,
  witness: Uint8Array[],
): boolean {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  let hashType: number
  if (signature.length === 64) hashType = Transaction.SIGHASH_DEFAULT
  else if (signature.length === 65 && signature[64] === Transaction.SIGHASH_ALL)
    hashType = Transaction.SIGHASH_ALL
  else return false
  const digest = toSign.hashForWitnessV1(0, [scriptPubKey], [0n], hashType)
  try {
    return ecc.verifySchnorr(digest, outputKey, signature.subarray(0, 64))
  } catch {
    return false
  }
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
