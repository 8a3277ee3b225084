import type { SiwxSession } from '@appkit/controllers'
import { decodeBase64 } from './base64.js'
import { bitcoinAddressPrefix } from './bitcoin-chains.js'
import { bitcoinSignatureType } from './bitcoin-signature-type.js'
import { checkSiwxSession } from './check-session.js'
import type { SiwxVerifier } from './verifier.js'

export interface BitcoinVerifierOptions {
  /** The clock (ms), for Expiration Time and Not Before. */
  now?: () => number
  /**
   * Accept legacy ECDSA signatures ("Bitcoin Signed Message") for P2WPKH addresses, for wallets
   * that offer only that. Default true; false accepts BIP-322 alone.
   */
  ecdsa?: boolean
}

// A P2WPKH witness is about 108 bytes, a Taproot one 66, a legacy signature 65; base64 of 1 KB is
// far more than any of them. Longer is wrong, and is refused before anything is decoded.
const MAX_SIGNATURE_LENGTH = 1_400

/**
 * Verifies Bitcoin sessions (bip122): `signature` is base64, a BIP-322 "simple" signature of the
 * UTF-8 message by a P2WPKH or P2TR (key path) address, or a legacy ECDSA one for P2WPKH. The
 * address must be on the session's chain (bc mainnet, tb testnet and signet, bcrt regtest).
 * bitcoinjs-lib and secp256k1 load on the first `verify`, not with the page. Never rejects for a
 * bad session or signature: the answer is false.
 */
export function bitcoinVerifier(options: BitcoinVerifierOptions = {}): SiwxVerifier {
  const now = options.now ?? Date.now
  const ecdsa = options.ecdsa ?? true
  return {
    namespace: 'bip122',
    async verify(session: SiwxSession) {
      if (checkSiwxSession(session, now()) !== undefined) return false
      const prefix = bitcoinAddressPrefix(session.data.chainId)
      if (prefix === undefined || session.signature.length > MAX_SIGNATURE_LENGTH) return false
      const signature = decodeBase64(session.signature)
      if (signature === undefined) return false
      const { verifyBitcoinSignature } = await import('./bitcoin-verify-signature.js')
      return verifyBitcoinSignature({
        address: session.data.accountAddress,
        prefix,
        message: new TextEncoder().encode(session.message),
        signature,
        ecdsa,
      })
    },
    signatureType: bitcoinSignatureType,
  }
}
