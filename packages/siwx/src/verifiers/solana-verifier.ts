import { decodeBase58, InvalidBase58Error } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'
import { checkSiwxSession } from './check-session.js'
import { createEd25519Verify, type Ed25519Verify } from './ed25519.js'
import type { SiwxVerifier } from './verifier.js'

export interface SolanaVerifierOptions {
  /** The clock (ms), for Expiration Time and Not Before. */
  now?: () => number
  /** The ed25519 check; WebCrypto with a lazy @noble/curves fallback by default. */
  ed25519?: Ed25519Verify
}

/** CAIP-122's signature type for Solana (ChainAgnostic namespaces, solana/caip122.md). */
export const SOLANA_SIGNATURE_TYPE = 'solana:ed25519'

/**
 * Verifies Solana sessions: `signature` is the base58 ed25519 signature (what Wallet Standard's
 * `solana:signMessage` returns, as the Solana adapter encodes it) over the UTF-8 bytes of the
 * message, by the key that the base58 address is.
 */
export function solanaVerifier(options: SolanaVerifierOptions = {}): SiwxVerifier {
  const now = options.now ?? Date.now
  const verifyEd25519 = options.ed25519 ?? createEd25519Verify()
  return {
    namespace: 'solana',
    async verify(session: SiwxSession) {
      if (checkSiwxSession(session, now()) !== undefined) return false
      if (!session.data.chainId.startsWith('solana:')) return false
      // 64 bytes are at most 88 base58 characters; longer is wrong, and base58 decoding is quadratic.
      if (session.signature.length > 88) return false
      const publicKey = decode(session.data.accountAddress)
      const signature = decode(session.signature)
      if (publicKey?.length !== 32 || signature?.length !== 64) return false
      return verifyEd25519(publicKey, new TextEncoder().encode(session.message), signature)
    },
    signatureType: async () => SOLANA_SIGNATURE_TYPE,
  }
}

function decode(base58: string): Uint8Array | undefined {
  try {
    return decodeBase58(base58)
  } catch (error) {
    if (error instanceof InvalidBase58Error) return undefined
    throw error
  }
}
