import * as secp256k1 from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

/** The lab's Bitcoin chain is regtest: its addresses are `bcrt1…`. */
export const BITCOIN_NETWORK = networks.regtest

/** One of the key's two addresses: what a dapp sees, and the script a PSBT input spending from it carries. */
export interface BitcoinAddress {
  readonly address: string
  readonly script: Uint8Array
  /** payment: the 33-byte compressed key; ordinals: the 32-byte x-only internal key (BIP-86, untweaked). */
  readonly publicKey: Uint8Array
}

/** The wallet's Bitcoin key and the two accounts wallets show for one: payment (P2WPKH) and ordinals (P2TR). */
export interface BitcoinSigner {
  /** ECDSA: P2WPKH inputs, BIP-322 and legacy messages of the payment address. */
  readonly ecdsa: ECPairInterface
  /** The BIP-86-tweaked key (no script tree): Schnorr for the P2TR key path. */
  readonly schnorr: ECPairInterface
  readonly payment: BitcoinAddress
  readonly ordinals: BitcoinAddress
}

/** secp256k1 in plain JavaScript (no WASM), set as bitcoinjs-lib's ECC library on first use (Taproot needs it). */
export function bitcoinEcc() {
  initEccLib(secp256k1)
  return { ecc: secp256k1, ECPair: ECPairFactory(secp256k1) }
}

/** The signer of a 32-byte private key in hex (0x optional; the config has checked it). */
export function loadBitcoinSigner(privateKeyHex: string): BitcoinSigner {
  const { ECPair } = bitcoinEcc()
  const hex = privateKeyHex.replace(/^0x/, '')
  const ecdsa = ECPair.fromPrivateKey(hexBytes(hex), { network: BITCOIN_NETWORK })
  const xOnly = ecdsa.publicKey.slice(1, 33)
  const p2wpkh = payments.p2wpkh({ pubkey: ecdsa.publicKey, network: BITCOIN_NETWORK })
  const p2tr = payments.p2tr({ internalPubkey: xOnly, network: BITCOIN_NETWORK })
  return {
    ecdsa,
    schnorr: ecdsa.tweak(crypto.taggedHash('TapTweak', xOnly)),
    payment: { address: p2wpkh.address!, script: p2wpkh.output!, publicKey: ecdsa.publicKey },
    ordinals: { address: p2tr.address!, script: p2tr.output!, publicKey: xOnly },
  }
}

/** Which of the signer's accounts has this address, or undefined. */
export function ownBitcoinAddress(signer: BitcoinSigner, address: unknown) {
  if (address === signer.payment.address) return 'payment' as const
  if (address === signer.ordinals.address) return 'ordinals' as const
  return undefined
}

export function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

export function bytesHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function bytesBase64(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text)
}

export function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
