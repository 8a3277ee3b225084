import { fetchActivity, watchPendingTransactions } from '@appkit/controllers'
import { pushView } from '@appkit/controllers/modal'
import { useCallback, useEffect } from 'react'
import { VirtualList } from '../../components/virtual-list.js'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { ActivityRow } from './activity-row.js'

const ROW_HEIGHT = 62
const LIST_HEIGHT = 372

/** The account's transactions on its network, a page at a time as the list scrolls (EVM only). */
export function ActivityView() {
  const core = useAppKitCore()
  const { transactions, loading, done } = useProxy(core.activity)
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const address = chain?.account.address
  const networkId = chain?.caipNetwork?.caipNetworkId

  // Opening the view reads the first page afresh, for whichever account and network are current.
  useEffect(() => {
    if (address && networkId) void fetchActivity(core, { reset: true })
  }, [core, address, networkId])

  // Refreshes while a transaction is pending, if the dapp asked for it; the watch reschedules itself.
  const hasPending = transactions.some((t) => t.status === 'pending')
  useEffect(() => (hasPending ? watchPendingTransactions(core) : undefined), [core, hasPending])

  const nextPage = useCallback(() => {
    if (!done) void fetchActivity(core)
  }, [core, done])

  if (transactions.length === 0) {
    return (
      <p className="apk-muted" data-testid="activity-empty" aria-live="polite">
        {loading ? messages.loadingActivity : messages.noActivity}
      </p>
    )
  }
  return (
    <div data-testid="activity-view">
      <VirtualList
        items={transactions}
        rowHeight={ROW_HEIGHT}
        height={LIST_HEIGHT}
        getKey={(t) => t.id}
        renderRow={(t) => (
          <ActivityRow
            transaction={t}
            onOpen={() =>
              pushView(core.router, 'TransactionDetails', {
                // The state's own entry (the row has a read-only snapshot of it).
                transaction: core.activity.transactions.find((entry) => entry.id === t.id),
              })
            }
          />
        )}
        onNearEnd={nextPage}
        label={messages.activity}
      />
      {loading && <span className="apk-spinner" role="progressbar" aria-label={messages.loadingActivity} />}
    </div>
  )
}
