import { getTransactionEncoder, partiallySignTransaction, type Transaction } from '@solana/kit'
import {
  SolanaSignTransaction,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import { assertKnownChain } from '../chains.js'
import type { SolanaWalletContext } from '../context.js'
import { decodeTransaction, requireOwnAccount } from '../inputs.js'
import { transactionParam } from '../request-params.js'

/**
 * `solana:signTransaction`: every input checked (bytes that decode, this wallet among the signers,
 * a known chain if one is named), one approval for the call, then the wallet's signature added.
 * Other signers' signatures are kept, present or not: the dapp may collect them after.
 */
export async function signTransaction(
  ctx: SolanaWalletContext,
  inputs: readonly SolanaSignTransactionInput[],
): Promise<SolanaSignTransactionOutput[]> {
  const transactions = inputs.map((input) => {
    requireOwnAccount(ctx, input?.account)
    if (input.chain !== undefined) assertKnownChain(ctx.chains, input.chain)
    return decodeTransaction(input.transaction, ctx.key.address)
  })
  if (transactions.length === 0) return []
  await ctx.approvals.ask(
    SolanaSignTransaction,
    inputs.map((input) => transactionParam(ctx.key.address, input.transaction, input.chain)),
  )
  return Promise.all(
    transactions.map(async (transaction) => ({
      signedTransaction: new Uint8Array(getTransactionEncoder().encode(await signAsWallet(ctx, transaction))),
    })),
  )
}

/** The transaction with this wallet's signature in its slot, everything else as it was. */
export function signAsWallet(ctx: SolanaWalletContext, transaction: Transaction): Promise<Transaction> {
  return partiallySignTransaction([ctx.key.keyPair], transaction)
}
