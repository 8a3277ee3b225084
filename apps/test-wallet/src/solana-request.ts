import { assertSolanaChain } from './chains.js'
import { unsupportedMethod } from './rpc-error.js'
import type { SolanaSigner } from './solana-key.js'
import { solanaSignMessage } from './solana-sign-message.js'
import { solanaSignTransaction } from './solana-sign-transaction.js'

/** The Solana methods the wallet approves in a session (and answers after the user approves). */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']

/**
 * Carries out an approved request of the `solana` namespace on one of the wallet's Solana chains.
 * Signing only: the wallet knows no Solana node, so it cannot send.
 */
export async function executeSolanaRequest(
  signer: SolanaSigner,
  request: { method: string; params: unknown; chainId: string },
): Promise<unknown> {
  assertSolanaChain(request.chainId)
  switch (request.method) {
    case 'solana_signMessage':
      return solanaSignMessage(signer, request.params)
    case 'solana_signTransaction':
      return solanaSignTransaction(signer, request.params)
    default:
      throw unsupportedMethod(request.method)
  }
}
