import type { TokenAmount } from '@appkit/controllers'
import type { SendRequest } from '@appkit/controllers/adapter'
import { createSolanaRpc, getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit'
import { buildTransfer } from './build-transfer.js'

/** What the network charges for the transfer's message (its signatures), in lamports. */
export async function estimateTransferFee(
  rpcUrl: string,
  request: Omit<SendRequest, 'connectorId'>,
): Promise<TokenAmount> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const transaction = await buildTransfer(request, lifetime)
  const message = getBase64Decoder().decode(
    new Uint8Array(transaction.messageBytes),
  ) as TransactionMessageBytesBase64
  const { value } = await rpc.getFeeForMessage(message).send()
  const { nativeCurrency } = request.caipNetwork
  return { value: BigInt(value ?? 0n), decimals: nativeCurrency.decimals, symbol: nativeCurrency.symbol }
}
