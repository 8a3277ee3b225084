import { InvalidWalletResponseError } from '@appkit/common'
import { type Base64EncodedWireTransaction, createSolanaRpc, getTransactionDecoder } from '@solana/kit'
import type { SolanaCommitment } from '../commitment.js'
import { toBase64 } from './wire.js'

/**
 * Sends what the wallet signed through the network's RPC, after checking it is still the
 * transaction asked: the same message, now signed. Resolves with its signature (base58).
 */
export async function sendSigned(
  rpcUrl: string,
  asked: Uint8Array,
  signed: Uint8Array,
  preflightCommitment: SolanaCommitment,
): Promise<string> {
  const decoder = getTransactionDecoder()
  const messageOf = (bytes: Uint8Array) => toBase64(new Uint8Array(decoder.decode(bytes).messageBytes))
  if (messageOf(signed) !== messageOf(asked)) {
    throw new InvalidWalletResponseError({
      details: 'the wallet signed another transaction than the one asked',
    })
  }
  return createSolanaRpc(rpcUrl)
    .sendTransaction(toBase64(signed) as Base64EncodedWireTransaction, {
      encoding: 'base64',
      preflightCommitment,
    })
    .send()
}
