import { getBase64EncodedWireTransaction } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionOutput,
} from '@solana/wallet-standard-features'
import { assertKnownChain } from '../chains.js'
import type { SolanaWalletContext } from '../context.js'
import { decodeTransaction, requireOtherSignatures, requireOwnAccount } from '../inputs.js'
import { transactionParam } from '../request-params.js'
import { sendWireTransaction } from '../send-transaction.js'
import { signAsWallet } from './sign-transaction.js'

/**
 * `solana:signAndSendTransaction`: every input checked (a known chain, bytes that decode, this
 * wallet among the signers, every other signature already there), one approval for the call, then
 * each transaction signed and sent to the wallet's node in order (a later one may depend on an
 * earlier one), with the input's preflight options.
 */
export async function signAndSendTransaction(
  ctx: SolanaWalletContext,
  inputs: readonly SolanaSignAndSendTransactionInput[],
): Promise<SolanaSignAndSendTransactionOutput[]> {
  const transactions = inputs.map((input) => {
    requireOwnAccount(ctx, input?.account)
    assertKnownChain(ctx.chains, input.chain)
    const transaction = decodeTransaction(input.transaction, ctx.key.address)
    requireOtherSignatures(transaction, ctx.key.address)
    return transaction
  })
  if (transactions.length === 0) return []
  await ctx.approvals.ask(
    SolanaSignAndSendTransaction,
    inputs.map((input) => transactionParam(ctx.key.address, input.transaction, input.chain, input.options)),
  )
  const outputs: SolanaSignAndSendTransactionOutput[] = []
  for (const [index, transaction] of transactions.entries()) {
    const wire = getBase64EncodedWireTransaction(await signAsWallet(ctx, transaction))
    outputs.push({ signature: await sendWireTransaction(ctx.rpcUrl, wire, inputs[index]?.options) })
  }
  return outputs
}
