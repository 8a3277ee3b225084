import { payments, script, Transaction } from 'bitcoinjs-lib'
import { bip322ToSign, bip322ToSpend, encodeWitness } from './bip322.js'
import type { BitcoinKey } from './key.js'
import type { BitcoinAddressPurpose } from './standard-features.js'

/**
 * What signs a BIP-322 message for one address, whatever wallet holds the key (this package's test
 * wallet, the WalletConnect test wallet): the address's scriptPubKey and the key that spends it.
 * `p2wpkh` is native or nested SegWit (for nested, `script` is the P2SH script); `p2tr` signs with
 * the key already tweaked for the key path.
 */
export type Bip322Signer =
  | {
      readonly type: 'p2wpkh'
      readonly script: Uint8Array
      /** The 33-byte compressed key. */
      readonly publicKey: Uint8Array
      readonly key: { sign(hash: Uint8Array): Uint8Array }
    }
  | {
      readonly type: 'p2tr'
      readonly script: Uint8Array
      readonly key: { signSchnorr(hash: Uint8Array): Uint8Array }
    }

/**
 * A BIP-322 "simple" signature of `message`: `to_sign` signed as its input would be spent, and its
 * witness stack returned in consensus encoding (base64 of it is the signature's text form). P2WPKH
 * signs ECDSA over the BIP-143 digest with SIGHASH_ALL, as BIP-322 requires; P2TR signs Schnorr
 * over the BIP-341 digest with SIGHASH_DEFAULT (a 64-byte signature, what Taproot wallets produce
 * and BIP-322 verifiers accept as ALL).
 *
 * A nested SegWit (P2SH-P2WPKH) address signs as P2WPKH, with `to_spend` paying its P2SH script.
 * The simple form has no room for the scriptSig that pushes the redeem script, so verifiers rebuild
 * it from the witness's key (bip322-js does; read strictly, BIP-322 would want the "full" form).
 */
export function signBip322Message(signer: Bip322Signer, message: Uint8Array): Uint8Array {
  const toSign = bip322ToSign(bip322ToSpend(message, signer.script))
  if (signer.type === 'p2tr') {
    const hash = toSign.hashForWitnessV1(0, [signer.script], [0n], Transaction.SIGHASH_DEFAULT)
    return encodeWitness([signer.key.signSchnorr(hash)])
  }
  // BIP-143: a P2WPKH input, nested or not, is signed over the P2PKH script of the same key.
  const scriptCode = payments.p2pkh({ pubkey: signer.publicKey }).output!
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const signature = script.signature.encode(signer.key.sign(hash), Transaction.SIGHASH_ALL)
  return encodeWitness([signature, signer.publicKey])
}

/** The BIP-322 signature of `message` by the address of `purpose` of this package's test key. */
export function signBip322(key: BitcoinKey, purpose: BitcoinAddressPurpose, message: Uint8Array): Uint8Array {
  if (purpose === 'ordinals') {
    return signBip322Message({ type: 'p2tr', script: key.ordinals.script, key: key.taprootSigner }, message)
  }
  const { script: paymentScript, publicKey } = key.payment
  return signBip322Message({ type: 'p2wpkh', script: paymentScript, publicKey, key: key.signer }, message)
}
