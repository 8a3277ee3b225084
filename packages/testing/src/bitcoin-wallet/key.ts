import { crypto, type Network, networks, payments } from 'bitcoinjs-lib'
import type { ECPairAPI, ECPairInterface } from 'ecpair'
import { fromHex } from './bytes.js'
import { bitcoinCrypto } from './ecc.js'
import { BitcoinInvalidInputError } from './errors.js'
import { type BitcoinPaymentType, paymentScripts } from './payment-type.js'

/** One of the key's two addresses, with the public key its account shows. */
export interface KeyAddress {
  readonly address: string
  /** The scriptPubKey: what a PSBT input spending from this address carries in its UTXO. */
  readonly script: Uint8Array
  /** payment: the 33-byte compressed key; ordinals: the 32-byte x-only internal key (untweaked). */
  readonly publicKey: Uint8Array
  /** A nested SegWit payment address's P2WPKH script: a PSBT input spending from it carries this. */
  readonly redeemScript?: Uint8Array
}

/** A private key and the two accounts a Bitcoin wallet shows for it. */
export interface BitcoinKey {
  /** Signs ECDSA: P2WPKH inputs (native or nested), BIP-322 for the payment address, legacy messages. */
  readonly signer: ECPairInterface
  /** The key tweaked per BIP-86 (no script tree): signs Schnorr for the P2TR key path. */
  readonly taprootSigner: ECPairInterface
  readonly payment: KeyAddress
  readonly ordinals: KeyAddress
}

const HEX_KEY = /^(?:0x)?([0-9a-fA-F]{64})$/

/**
 * Reads a private key given as 32 bytes of hex (0x optional) or as WIF (compressed); its payment
 * address is of `paymentType`, its ordinals address always P2TR.
 */
export function loadBitcoinKey(
  privateKey: string,
  network: Network,
  paymentType: BitcoinPaymentType = 'p2wpkh',
): BitcoinKey {
  // First: it also sets up bitcoinjs-lib's ECC library, which Taproot payments need.
  const { ECPair } = bitcoinCrypto()
  const signer = parsePrivateKey(ECPair, privateKey, network)
  const internalKey = signer.publicKey.subarray(1, 33)
  const p2tr = payments.p2tr({ internalPubkey: internalKey, network })
  // BIP-86: with no script tree the tweak commits to the internal key alone.
  const taprootSigner = signer.tweak(crypto.taggedHash('TapTweak', internalKey))
  return {
    signer,
    taprootSigner,
    // The compressed key for either payment type: what Xverse reports for its nested SegWit account.
    payment: { ...paymentScripts(signer.publicKey, network, paymentType), publicKey: signer.publicKey },
    ordinals: { address: p2tr.address!, script: p2tr.output!, publicKey: internalKey },
  }
}

function parsePrivateKey(ECPair: ECPairAPI, value: string, network: Network): ECPairInterface {
  const digits = HEX_KEY.exec(value)?.[1]
  try {
    if (digits) return ECPair.fromPrivateKey(fromHex(digits), { network })
    // Mainnet's WIF version, and testnet's (which regtest shares): the key, not its network, is what counts.
    const wif = ECPair.fromWIF(value, [networks.bitcoin, networks.testnet])
    if (!wif.compressed) throw new RangeError('an uncompressed WIF has no P2WPKH or P2TR address')
    return ECPair.fromPrivateKey(wif.privateKey!, { network })
  } catch (cause) {
    const reason = cause instanceof Error ? ` (${cause.message})` : ''
    throw new BitcoinInvalidInputError(
      `the private key must be 32 bytes of hex or a compressed WIF${reason}.`,
    )
  }
}
