import {
  type CaipNetwork,
  RECEIPT_POLL_MAX_MS,
  RECEIPT_POLL_MIN_MS,
  TransactionNotFoundError,
  TransactionRevertedError,
  WaitForReceiptTimeoutError,
} from '@appkit/common'
import { createSolanaRpc, type Signature } from '@solana/kit'
import type { SolanaCommitment } from '../commitment.js'

/** Solana makes a block about every 400 ms. */
const SOLANA_BLOCK_TIME_MS = 400
const REACHED: Record<SolanaCommitment, readonly string[]> = {
  processed: ['processed', 'confirmed', 'finalized'],
  confirmed: ['confirmed', 'finalized'],
  finalized: ['finalized'],
}

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
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
  clock: Clock = realClock,
): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  const half = (args.caipNetwork.blockTime ?? SOLANA_BLOCK_TIME_MS) / 2
  const interval = Math.min(RECEIPT_POLL_MAX_MS, Math.max(RECEIPT_POLL_MIN_MS, half))
  const deadline = clock.now() + args.timeoutMs
  let seen = false
  for (;;) {
    const status = await rpc
      .getSignatureStatuses([args.signature as Signature], { searchTransactionHistory: true })
      .send()
      .then(
        ({ value }) => value[0],
        () => undefined,
      )
    if (status) {
      seen = true
      if (status.err) throw new TransactionRevertedError(errorText(status.err), { details: args.signature })
      if (status.confirmationStatus && REACHED[args.commitment].includes(status.confirmationStatus)) return
    }
    if (clock.now() + interval > deadline) break
    await clock.sleep(interval)
  }
  if (!seen) throw new TransactionNotFoundError({ details: args.signature })
  throw new WaitForReceiptTimeoutError({ details: args.signature })
}
