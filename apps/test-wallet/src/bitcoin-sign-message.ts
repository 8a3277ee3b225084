import { signBip322Message, signLegacyBitcoinMessage } from '@appkit/testing'
import { type BitcoinSigner, bytesBase64, ownBitcoinAddress } from './bitcoin-key.js'
import { invalidParams, unauthorizedAccount } from './rpc-error.js'

const utf8 = new TextEncoder()

/**
 * bip122 `signMessage` as the AppKit adapter sends it: `{ account, address, message (text),
 * protocol? }`. `bip322` (the default) signs BIP-322 "simple" with the payment or ordinals address;
 * `ecdsa` signs the legacy "Bitcoin Signed Message" with the payment key (BIP-137 header). Answers
 * `{ address, signature }`, the signature in base64.
 */
export function bitcoinSignMessage(
  signer: BitcoinSigner,
  params: unknown,
): { address: string; signature: string } {
  const { message, address, account, protocol = 'bip322' } = record(params, 'signMessage')
  if (typeof message !== 'string') throw invalidParams('signMessage: "message" must be text.')
  const signerAddress = address ?? account ?? signer.payment.address
  const purpose = ownBitcoinAddress(signer, signerAddress)
  if (!purpose) throw unauthorizedAccount(String(signerAddress))
  const bytes = utf8.encode(message)
  let signature: Uint8Array
  if (protocol === 'bip322') signature = signBip322(signer, purpose, bytes)
  else if (protocol === 'ecdsa') {
    if (purpose !== 'payment') throw invalidParams('signMessage: ecdsa signs with the payment address only.')
    signature = signLegacyBitcoinMessage(signer.ecdsa.privateKey!, bytes)
  } else throw invalidParams(`signMessage: unknown protocol ${JSON.stringify(protocol)}.`)
  return { address: String(signerAddress), signature: bytesBase64(signature) }
}

/** BIP-322 "simple" with the payment (P2WPKH) or ordinals (P2TR) key, by the shared test signer. */
function signBip322(signer: BitcoinSigner, purpose: 'payment' | 'ordinals', message: Uint8Array): Uint8Array {
  if (purpose === 'ordinals') {
    return signBip322Message({ type: 'p2tr', script: signer.ordinals.script, key: signer.schnorr }, message)
  }
  const { script, publicKey } = signer.payment
  return signBip322Message({ type: 'p2wpkh', script, publicKey, key: signer.ecdsa }, message)
}

export function record(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${method} expects an object of named params.`)
  }
  return params as Record<string, unknown>
}
