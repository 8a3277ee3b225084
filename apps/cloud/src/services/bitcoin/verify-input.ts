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

const CHECKED = 'this test chain checks only P2WPKH, P2SH-P2WPKH and P2TR key-path spends'

/**
 * Checks input `index`'s signature against the output it spends (`spent[index]`; every input's,
 * since a Taproot signature commits to all of them). Three kinds are understood: P2WPKH, the same
 * P2WPKH program nested in P2SH (P2SH-P2WPKH, the `2…`/`3…` addresses Xverse pays from), both ECDSA
 * over the BIP-143 sighash, and P2TR key path (Schnorr over the BIP-341 sighash, SIGHASH_DEFAULT or
 * SIGHASH_ALL). Anything else, a P2SH output wrapping another script included, is refused as
 * non-standard rather than waved through: Bitcoin Core would run a script this ledger cannot.
 * Throws TransactionRejectedError.
 */
export function verifyInput(tx: Transaction, index: number, spent: readonly SpentOutput[]): void {
  const output = spent[index]!
  const type = scriptType(output.script)
  if (type === 'v0_p2wpkh') verifyP2wpkh(tx, index, output)
  else if (type === 'p2sh') verifyP2shP2wpkh(tx, index, output)
  else if (type === 'v1_p2tr') verifyTaprootKeyPath(tx, index, spent)
  else throw nonStandardInput(index, `it spends a ${type} output; ${CHECKED}`)
}

function verifyP2wpkh(tx: Transaction, index: number, output: SpentOutput): void {
  if (tx.ins[index]!.script.length > 0) throw badSignature(index, 'a witness spend needs an empty scriptSig')
  verifyKeyHashWitness(tx, index, {
    kind: 'P2WPKH',
    payer: 'the output',
    keyHash: output.script.subarray(2),
    value: output.value,
  })
}

/**
 * BIP-16 then BIP-141: the scriptSig reveals the redeem script the output hashes, and that script,
 * a P2WPKH program, is then checked as a P2WPKH output would be.
 */
function verifyP2shP2wpkh(tx: Transaction, index: number, output: SpentOutput): void {
  const scriptSig = tx.ins[index]!.script
  const redeem = redeemScript(index, scriptSig)
  if (!sameBytes(crypto.hash160(redeem), output.script.subarray(2, 22))) {
    throw badSignature(
      index,
      'the redeem script is not the one the P2SH output pays to (its HASH160 differs)',
    )
  }
  const type = scriptType(redeem)
  if (type !== 'v0_p2wpkh') {
    const wrapped =
      type === 'unknown' ? 'a custom redeem script (multisig or other)' : `a ${type} redeem script`
    throw nonStandardInput(index, `it spends a P2SH output wrapping ${wrapped}; ${CHECKED}`)
  }
  // BIP-141: no signature covers the scriptSig, so anything more there would let anyone change the txid.
  if (!sameBytes(scriptSig, script.compile([redeem]))) {
    throw badSignature(index, 'a P2SH-P2WPKH scriptSig is exactly one push of the redeem script')
  }
  verifyKeyHashWitness(tx, index, {
    kind: 'P2SH-P2WPKH',
    payer: 'the redeem script',
    keyHash: redeem.subarray(2),
    value: output.value,
  })
}

/**
 * The redeem script: the last item the scriptSig pushes. An empty or unparsable scriptSig is
 * Bitcoin Core's policy refusal (it cannot find a redeem script), an opcode there its script error.
 */
function redeemScript(index: number, scriptSig: Uint8Array): Uint8Array {
  const chunks = script.decompile(scriptSig)
  if (chunks === null) {
    throw nonStandardInput(index, 'the scriptSig is not a valid script (a push runs past its end)')
  }
  if (chunks.length === 0) {
    throw nonStandardInput(index, 'a P2SH spend needs its redeem script in the scriptSig, which is empty')
  }
  if (!script.isPushOnly(chunks)) throw badSignature(index, 'a P2SH scriptSig may only push data')
  return script.toStack(chunks).at(-1)!
}

/** A P2WPKH program, as an output or as a P2SH redeem script: `kind` and `payer` name it in refusals. */
interface KeyHashProgram {
  kind: 'P2WPKH' | 'P2SH-P2WPKH'
  payer: 'the output' | 'the redeem script'
  keyHash: Uint8Array
  value: bigint
}

function verifyKeyHashWitness(tx: Transaction, index: number, program: KeyHashProgram): void {
  const { witness } = tx.ins[index]!
  if (witness.length !== 2) {
    throw badSignature(index, `a ${program.kind} spend has 2 witness items, not ${witness.length}`)
  }
  const [encoded, pubkey] = witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33 || !ecc.isPointCompressed(pubkey)) {
    throw badSignature(index, 'the public key is not a compressed secp256k1 point')
  }
  if (!sameBytes(crypto.hash160(pubkey), program.keyHash)) {
    throw badSignature(index, `the public key is not the one ${program.payer} pays to`)
  }
  verifyEcdsa(tx, index, { encoded, pubkey, keyHash: program.keyHash, value: program.value })
}

function verifyEcdsa(
  tx: Transaction,
  index: number,
  signed: { encoded: Uint8Array; pubkey: Uint8Array; keyHash: Uint8Array; value: bigint },
): void {
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(signed.encoded)
  } catch {
    throw badSignature(index, 'the signature is not strict DER with a defined sighash type')
  }
  // BIP-143: a P2WPKH program signs the P2PKH script of its key hash.
  const scriptCode = payments.p2pkh({ hash: signed.keyHash }).output!
  const hash = tx.hashForWitnessV0(index, scriptCode, signed.value, decoded.hashType)
  // Checked loosely first (`strict` false allows a high S), so a malleated signature is named as such.
  if (!holds(() => ecc.verify(hash, signed.pubkey, decoded.signature, false))) {
    throw badSignature(index, 'the ECDSA signature does not match this transaction, the key and the amount')
  }
  if (!holds(() => ecc.verify(hash, signed.pubkey, decoded.signature, true))) {
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
