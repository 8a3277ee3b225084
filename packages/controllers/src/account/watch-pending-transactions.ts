import { PENDING_TRANSACTIONS_MAX_POLLS, PENDING_TRANSACTIONS_POLL_MS } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import { refreshActivity } from './fetch-activity.js'

const isPending = (status: string) => status === 'pending'

/** The next refresh's timer, stopped with the instance. */
const timers = featureState(
  (): { pendingTransactions?: ReturnType<typeof setTimeout> } => ({}),
  (state) => clearTimeout(state.pendingTransactions),
)

/**
 * While the activity shows a pending transaction, reads its first page again every 30 s, at most
 * 99 times (spec §9); off unless the dapp turns `watchPendingTransactions` on. Returns the function
 * that stops it, also while a refresh is under way.
 */
/** Stops the watch. */
export type WatchPendingTransactionsReturnType = () => void

export function watchPendingTransactions(core: SessionCore): WatchPendingTransactionsReturnType {
  const timer = timers(core)
  let stopped = false
  const stop = () => {
    stopped = true
    clearTimeout(timer.pendingTransactions)
    timer.pendingTransactions = undefined
  }
  if (!core.options.watchPendingTransactions) return stop
  const schedule = () => {
    clearTimeout(timer.pendingTransactions)
    const { activity } = core
    if (stopped || activity.pendingPolls >= PENDING_TRANSACTIONS_MAX_POLLS) return
    if (!activity.transactions.some((t) => isPending(t.status))) return
    timer.pendingTransactions = setTimeout(async () => {
      await refreshActivity(core)
      core.activity.pendingPolls += 1
      // The view may have closed while the refresh was under way.
      schedule()
    }, PENDING_TRANSACTIONS_POLL_MS)
  }
  schedule()
  return stop
}
