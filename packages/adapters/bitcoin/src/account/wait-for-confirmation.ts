import {
  type CaipNetwork,
  DEFAULT_BLOCK_TIME_MS,
  RECEIPT_POLL_MAX_MS,
  RECEIPT_POLL_MIN_MS,
  TransactionNotFoundError,
} from '@appkit/common'
import type { EsploraClient } from './esplora-client.js'

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

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
  clock: Clock = realClock,
): Promise<'confirmed' | 'pending'> {
  const half = (args.caipNetwork.blockTime ?? DEFAULT_BLOCK_TIME_MS) / 2
  const interval = Math.min(RECEIPT_POLL_MAX_MS, Math.max(RECEIPT_POLL_MIN_MS, half))
  const deadline = clock.now() + args.timeoutMs
  let seen = false
  for (;;) {
    const confirmed = await esplora.txConfirmed(args.txid).then(
      (value) => {
        seen = true
        return value
      },
      () => false,
    )
    if (confirmed) return 'confirmed'
    if (clock.now() + interval > deadline) break
    await clock.sleep(interval)
  }
  if (!seen) throw new TransactionNotFoundError({ details: args.txid })
  return 'pending'
}
