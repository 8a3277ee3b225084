import { type Base64EncodedWireTransaction, createSolanaRpc, getBase58Encoder, type Slot } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { SolanaSendError } from './errors.js'

/**
 * Sends a signed wire transaction with `sendTransaction` to the wallet's node through @solana/kit's
 * RPC client, with the dapp's preflight options (no preflightCommitment: kit's default, 'confirmed'),
 * and returns the signature the node answered, as bytes. `commitment` (confirm after sending) is
 * not waited for: the wallet answers once the node has taken the transaction.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  transaction: Base64EncodedWireTransaction,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
  let signature: string
  try {
    signature = await createSolanaRpc(rpcUrl)
      .sendTransaction(transaction, {
        encoding: 'base64',
        ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
        ...(skipPreflight === undefined ? {} : { skipPreflight }),
        // The standard's numbers are the RPC's u64s: kit takes them as bigints.
        ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
        ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) as Slot }),
      })
      .send()
  } catch (error) {
    throw new SolanaSendError(error)
  }
  try {
    return new Uint8Array(getBase58Encoder().encode(signature))
  } catch (error) {
    throw new SolanaSendError(
      new Error(`the node answered ${JSON.stringify(signature)}, not a signature`, { cause: error }),
    )
  }
}
