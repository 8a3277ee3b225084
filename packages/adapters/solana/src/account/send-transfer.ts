import type { SendRequest } from '@appkit/controllers/adapter'
import { createSolanaRpc, getTransactionEncoder } from '@solana/kit'
import type { SolanaCommitment } from '../commitment.js'
import type { SolanaProvider } from '../solana-provider-types.js'
import { buildTransfer } from './build-transfer.js'

/**
 * Sends a SOL or SPL transfer: built here on a fresh blockhash, then signed and sent through the
 * sender's provider, as a dapp's own transaction would be. Resolves with its signature (base58).
 */
export async function sendTransfer(
  provider: SolanaProvider,
  request: SendRequest,
  { rpcUrl, commitment }: { rpcUrl: string; commitment: SolanaCommitment },
): Promise<string> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash({ commitment }).send()
  const transaction = await buildTransfer(request, lifetime)
  return provider.signAndSendTransaction(new Uint8Array(getTransactionEncoder().encode(transaction)))
}
