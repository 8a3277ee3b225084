import { PENDING_TRANSACTIONS_MAX_POLLS, PENDING_TRANSACTIONS_POLL_MS } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { fetchActivity } from './fetch-activity.js'

const isPending = (status: string) => status === 'pending'

/**
 * While the activity shows a pending transaction, reads it again every 30 s, at most 99 times
 * (spec §9); off unless the dapp turns `watchPendingTransactions` on. Returns the function that stops.
 */
export function watchPendingTransactions(core: AppKitCore): () => void {
  const { timers } = core.internal
  const stop = () => {
    clearTimeout(timers.pendingTransactions)
    timers.pendingTransactions = undefined
  }
  if (!core.options.watchPendingTransactions) return stop
  const schedule = () => {
    stop()
    const { activity } = core
    if (activity.pendingPolls >= PENDING_TRANSACTIONS_MAX_POLLS) return
    if (!activity.transactions.some((t) => isPending(t.status))) return
    timers.pendingTransactions = setTimeout(async () => {
      const polls = core.activity.pendingPolls + 1
      await fetchActivity(core, { reset: true })
      core.activity.pendingPolls = polls
      schedule()
    }, PENDING_TRANSACTIONS_POLL_MS)
  }
  schedule()
  return stop
}
