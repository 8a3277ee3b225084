import { encodeBase58 } from '@appkit/common'
import type { SiwxMessageData, SiwxSession } from '@appkit/controllers'
import * as ecc from '@bitcoinerlab/secp256k1'
import { Signer } from 'bip322-js'
import { crypto, initEccLib, type Network, networks, payments } from 'bitcoinjs-lib'
import { formatSiwxMessage } from '../message/format-message.js'
import { bitcoinData } from './fixtures.js'

// Test-only Bitcoin keys, and sessions signed with bip322-js: a BIP-322 implementation that is not
// ours (its own bitcoinjs-lib 6 and signing code), so a verifier that agrees with it is not merely
// agreeing with itself. For P2PKH addresses bip322-js signs the legacy way (bitcoinjs-message).

export const NETWORKS_BY_CHAIN: Record<string, Network> = {
  'bip122:000000000019d6689c085ae165831e93': networks.bitcoin,
  'bip122:000000000933ea01ad0ee984209779ba': networks.testnet,
  'bip122:00000008819873e925422c1ff0f99f7c': networks.testnet,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': networks.regtest,
}

export interface BitcoinTestKey {
  wif: string
  p2wpkh: string
  p2tr: string
  p2pkh: string
  /** The P2WPKH key hash, for the low-level verifiers. */
  hash: Uint8Array
}

/** A key from a seed byte, with its addresses on `network`. */
export function bitcoinKey(seedByte: number, network: Network = networks.bitcoin): BitcoinTestKey {
  initEccLib(ecc)
  const privateKey = crypto.sha256(Uint8Array.of(seedByte))
  const publicKey = ecc.pointFromScalar(privateKey, true)!
  const payload = Uint8Array.of(network.wif, ...privateKey, 0x01)
  const wif = encodeBase58(Uint8Array.of(...payload, ...crypto.hash256(payload).subarray(0, 4)))
  return {
    wif,
    p2wpkh: payments.p2wpkh({ pubkey: publicKey, network }).address!,
    p2tr: payments.p2tr({ internalPubkey: publicKey.subarray(1), network }).address!,
    p2pkh: payments.p2pkh({ pubkey: publicKey, network }).address!,
    hash: crypto.hash160(publicKey),
  }
}

/** bip322-js's signature (base64) of `text` by `address` of `key`. */
export function signBitcoinText(key: BitcoinTestKey, address: string, text: string): string {
  return Signer.sign(key.wif, address, text)
}

/** A session for `address` of `key`, signed by bip322-js, on the chain `overrides` name (mainnet by default). */
export function bitcoinSession(
  key: BitcoinTestKey,
  kind: 'p2wpkh' | 'p2tr',
  overrides: Partial<SiwxMessageData> = {},
): SiwxSession {
  const data = bitcoinData({ accountAddress: key[kind], ...overrides })
  const message = formatSiwxMessage(data)
  return { data, message, signature: signBitcoinText(key, key[kind], message) }
}
