import type { SiwxSession } from '@appkit/controllers'
import { type Client, isHex } from 'viem'
import { checkSiwxSession } from './check-session.js'
import { evmSignatureType } from './evm-signature-type.js'
import type { SiwxVerifier } from './verifier.js'

export interface EvmVerifierOptions {
  /**
   * Where each chain's contract accounts are resolved, by EIP-155 chain id: a viem client or an
   * RPC URL. EIP-4361 wants ERC-1271 checked on the message's own chain. A chain left out is
   * verified offline, which only an EOA's signature passes.
   */
  chains?: Record<number, Client | string>
  /** The clock (ms), for Expiration Time and Not Before. */
  now?: () => number
}

/**
 * Verifies EIP-4361 sessions through viem: EOAs (EIP-191), deployed contract accounts (ERC-1271)
 * and accounts not deployed yet (ERC-6492), with viem's universal validator over the chain's RPC.
 * `signature` is the hex the wallet's `personal_sign` returned. Rejects with
 * SiwxVerificationUnavailableError when the chain's RPC does not answer or serves another chain.
 */
export function evmVerifier(options: EvmVerifierOptions = {}): SiwxVerifier {
  const now = options.now ?? Date.now
  // Clients made from URLs, on first use: a verifier configured for many chains opens no
  // connection to most of them.
  const clients = new Map<number, Client>()
  return {
    namespace: 'eip155',
    async verify(session: SiwxSession) {
      const time = now()
      if (checkSiwxSession(session, time) !== undefined) return false
      const [namespace, reference] = session.data.chainId.split(':')
      if (namespace !== 'eip155' || !isHex(session.signature)) return false
      const chainId = Number(reference)
      const { clientFor, verifyEvmSession } = await import('./evm-verify-session.js')
      const client = clientFor(options.chains?.[chainId], chainId, clients)
      return verifyEvmSession(session, { client, chainId, time: new Date(time) })
    },
    signatureType: evmSignatureType,
  }
}
