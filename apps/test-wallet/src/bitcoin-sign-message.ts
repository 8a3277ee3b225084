import { crypto, opcodes, payments, script, Transaction } from 'bitcoinjs-lib'
import { type BitcoinSigner, bitcoinEcc, bytesBase64, ownBitcoinAddress } from './bitcoin-key.js'
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
  if (protocol === 'bip322') signature = signBip322Simple(signer, purpose, bytes)
  else if (protocol === 'ecdsa') {
    if (purpose !== 'payment') throw invalidParams('signMessage: ecdsa signs with the payment address only.')
    signature = signLegacy(signer, bytes)
  } else throw invalidParams(`signMessage: unknown protocol ${JSON.stringify(protocol)}.`)
  return { address: String(signerAddress), signature: bytesBase64(signature) }
}

/** BIP-322 "simple": the witness stack that spends `to_sign`'s only input, consensus-encoded. */
export function signBip322Simple(
  signer: BitcoinSigner,
  purpose: 'payment' | 'ordinals',
  message: Uint8Array,
): Uint8Array {
  const own = signer[purpose]
  const tag = crypto.sha256(utf8.encode('BIP0322-signed-message'))
  const messageHash = crypto.sha256(join([tag, tag, message]))

  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0!, messageHash]))
  toSpend.addOutput(own.script, 0n)

  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN!]), 0n)

  if (purpose === 'ordinals') {
    const digest = toSign.hashForWitnessV1(0, [own.script], [0n], Transaction.SIGHASH_DEFAULT)
    return witness([signer.schnorr.signSchnorr(digest)])
  }
  const scriptCode = payments.p2pkh({ hash: own.script.slice(2) }).output!
  const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const der = script.signature.encode(signer.ecdsa.sign(digest), Transaction.SIGHASH_ALL)
  return witness([der, own.publicKey])
}

/** The legacy signed message: 65 bytes, header 39 + recovery id (P2WPKH, compressed), then r and s. */
function signLegacy(signer: BitcoinSigner, message: Uint8Array): Uint8Array {
  const prefix = utf8.encode('\x18Bitcoin Signed Message:\n')
  const digest = crypto.hash256(join([prefix, varint(message.length), message]))
  const { signature, recoveryId } = bitcoinEcc().ecc.signRecoverable(digest, signer.ecdsa.privateKey!)
  return join([Uint8Array.of(39 + recoveryId), signature])
}

function witness(items: Uint8Array[]): Uint8Array {
  return join([varint(items.length), ...items.flatMap((item) => [varint(item.length), item])])
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export function record(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${method} expects an object of named params.`)
  }
  return params as Record<string, unknown>
}
