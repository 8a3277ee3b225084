import { payments, script, Transaction } from 'bitcoinjs-lib'
import { bip322ToSign, bip322ToSpend, encodeWitness } from './bip322.js'
import type { BitcoinKey } from './key.js'
import type { BitcoinAddressPurpose } from './standard-features.js'

/**
 * A BIP-322 "simple" signature of `message` by the address of `purpose`: `to_sign` signed as its
 * input would be spent, and its witness stack returned in consensus encoding (base64 of it is the
 * signature's text form). P2WPKH signs ECDSA over the BIP-143 digest with SIGHASH_ALL, as BIP-322
 * requires; P2TR signs Schnorr with the tweaked key over the BIP-341 digest with SIGHASH_DEFAULT
 * (a 64-byte signature, what Taproot wallets produce and BIP-322 verifiers accept as ALL).
 *
 * A nested SegWit (P2SH-P2WPKH) address signs as P2WPKH, with `to_spend` paying its P2SH script.
 * The simple form has no room for the scriptSig that pushes the redeem script, so verifiers rebuild
 * it from the witness's key (bip322-js does; read strictly, BIP-322 would want the "full" form).
 */
export function signBip322(key: BitcoinKey, purpose: BitcoinAddressPurpose, message: Uint8Array): Uint8Array {
  const { script: scriptPubKey } = key[purpose]
  const toSign = bip322ToSign(bip322ToSpend(message, scriptPubKey))
  if (purpose === 'ordinals') {
    const hash = toSign.hashForWitnessV1(0, [scriptPubKey], [0n], Transaction.SIGHASH_DEFAULT)
    return encodeWitness([key.taprootSigner.signSchnorr(hash)])
  }
  // BIP-143: a P2WPKH input, nested or not, is signed over the P2PKH script of the same key.
  const scriptCode = payments.p2pkh({ pubkey: key.payment.publicKey }).output!
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const signature = script.signature.encode(key.signer.sign(hash), Transaction.SIGHASH_ALL)
  return encodeWitness([signature, key.payment.publicKey])
}
