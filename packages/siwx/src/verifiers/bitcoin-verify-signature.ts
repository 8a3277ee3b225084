import { verifyBip322 } from './bip322-verify.js'
import { decodeSegwitAddress } from './bitcoin-address.js'
import { isLegacySignature } from './bitcoin-signature-type.js'
import { verifyLegacyMessage } from './legacy-message-verify.js'

// The heavy half of bitcoinVerifier (bitcoinjs-lib and secp256k1): bitcoinVerifier loads it on
// the first Bitcoin sign-in, not with the page.

export interface BitcoinSignatureCheck {
  /** The account's address. */
  address: string
  /** The bech32 prefix addresses of the session's chain have (bc, tb, bcrt). */
  prefix: string
  /** The signed bytes: the UTF-8 of the message text. */
  message: Uint8Array
  /** The decoded signature: a BIP-322 witness stack, or a 65-byte legacy signature. */
  signature: Uint8Array
  /** Whether a legacy ECDSA signature may stand for a P2WPKH address. */
  ecdsa: boolean
}

/** Whether `signature` is the address's over `message`: BIP-322 simple, or legacy ECDSA for P2WPKH. */
export function verifyBitcoinSignature({
  address,
  prefix,
  message,
  signature,
  ecdsa,
}: BitcoinSignatureCheck): boolean {
  const program = decodeSegwitAddress(address, prefix)
  if (program === undefined) return false
  if (isLegacySignature(signature)) {
    return ecdsa && program.kind === 'p2wpkh' && verifyLegacyMessage(program.hash, message, signature)
  }
  return verifyBip322(program, message, signature)
}
