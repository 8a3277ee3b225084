import { type CaipNetwork, TransactionNotFoundError } from '@appkit/common'
import { type Clock, pollUntil, receiptPollInterval } from '@appkit/controllers/adapter'
import type { EsploraClient } from './esplora-client.js'

/**
 * Waits until the transaction is in a block, at most `timeoutMs`, asking every half block time
 * within spec §9's bounds (a network without a block time: 12 s, so every 4 s). A transaction the
 * chain never saw throws TransactionNotFoundError; one still in the mempool at the deadline is
 * 'pending': Bitcoin's blocks take minutes, so that is a send that went through, not a failure.
 * A failed read is no answer: the next one may have one.
 */
export async function waitForConfirmation(
  esplora: EsploraClient,
  args: { txid: string; caipNetwork: CaipNetwork; timeoutMs: number },
  clock?: Clock,
): Promise<'confirmed' | 'pending'> {
  let seen = false
  const confirmed = await pollUntil(
    () =>
      esplora.txConfirmed(args.txid).then(
        (value) => {
          seen = true
          return value || undefined
        },
        () => undefined,
      ),
    { intervalMs: receiptPollInterval(args.caipNetwork.blockTime), timeoutMs: args.timeoutMs, clock },
  )
  if (confirmed) return 'confirmed'
  if (!seen) throw new TransactionNotFoundError({ details: args.txid })
  return 'pending'
}
