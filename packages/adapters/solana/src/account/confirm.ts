import {
  type CaipNetwork,
  TransactionNotFoundError,
  TransactionRevertedError,
  WaitForReceiptTimeoutError,
} from '@appkit/common'
import { type Clock, pollUntil, receiptPollInterval } from '@appkit/controllers/adapter'
import { createSolanaRpc, type Signature } from '@solana/kit'
import type { SolanaCommitment } from '../commitment.js'

/** Solana makes a block about every 400 ms. */
const SOLANA_BLOCK_TIME_MS = 400
const REACHED: Record<SolanaCommitment, readonly string[]> = {
  processed: ['processed', 'confirmed', 'finalized'],
  confirmed: ['confirmed', 'finalized'],
  finalized: ['finalized'],
}

/**
 * The chain's error as the node wrote it. Kit reads the node's numbers as bigints (an instruction's
 * index, a program's custom code), which JSON.stringify refuses: they are small, numbers again.
 */
const errorText = (err: unknown) =>
  JSON.stringify(err, (_, value) => (typeof value === 'bigint' ? Number(value) : value))

/**
 * Waits until the transaction reaches `commitment`, at most `timeoutMs`. A failed transaction
 * throws TransactionRevertedError with the chain's error; one the cluster never saw,
 * TransactionNotFoundError; one still on its way, WaitForReceiptTimeoutError. A failed status read
 * is no answer: the next poll may have one.
 */
export async function waitForConfirmation(
  rpcUrl: string,
  args: { signature: string; caipNetwork: CaipNetwork; timeoutMs: number; commitment: SolanaCommitment },
  clock?: Clock,
): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  let seen = false
  const reached = await pollUntil(
    async () => {
      const status = await rpc
        .getSignatureStatuses([args.signature as Signature], { searchTransactionHistory: true })
        .send()
        .then(
          ({ value }) => value[0],
          () => undefined,
        )
      if (!status) return undefined
      seen = true
      if (status.err) throw new TransactionRevertedError(errorText(status.err), { details: args.signature })
      const level = status.confirmationStatus
      return level && REACHED[args.commitment].includes(level) ? true : undefined
    },
    {
      intervalMs: receiptPollInterval(args.caipNetwork.blockTime ?? SOLANA_BLOCK_TIME_MS),
      timeoutMs: args.timeoutMs,
      clock,
    },
  )
  if (reached) return
  if (!seen) throw new TransactionNotFoundError({ details: args.signature })
  throw new WaitForReceiptTimeoutError({ details: args.signature })
}
