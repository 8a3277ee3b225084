import type { ActivityTransaction } from '@appkit/controllers'
import { WalletImage } from '../../components/wallet-image.js'
import { formatTokenAmount } from '../../format-token-amount.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'

const DIRECTION = { in: messages.received, out: messages.sent, self: messages.transferToSelf } as const

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** One transaction: what moved which way, how much, when, and whether it is done. */
export function ActivityRow({ transaction }: { transaction: Snapshot<ActivityTransaction> }) {
  const transfer = transaction.transfers[0]
  const what = transfer ? DIRECTION[transfer.direction] : transaction.operationType
  const amount = transfer
    ? messages.tokenAmount(formatTokenAmount(transfer.amount), transfer.symbol ?? '')
    : ''
  // A pending transaction may have no time yet: the row says so instead of failing to render.
  const mined = Date.parse(transaction.minedAt)
  const date = Number.isNaN(mined) ? messages.pending : dateFormat.format(mined)
  const status =
    transaction.status === 'pending'
      ? messages.pending
      : transaction.status === 'failed'
        ? messages.failed
        : undefined
  return (
    <div className="apk-item" data-testid="activity-row" data-hash={transaction.hash}>
      {transfer?.nft ? (
        <WalletImage src={transfer.nft.imageUrl} name={transfer.nft.name ?? what} />
      ) : (
        <TokenImage token={{ symbol: transfer?.symbol ?? what, iconUrl: transfer?.iconUrl }} />
      )}
      <span className="apk-name">
        {what}
        <span className="apk-detail">{date}</span>
      </span>
      {status && <span className="apk-tag">{status}</span>}
      <span className="apk-value" data-testid="activity-amount">
        {amount}
      </span>
    </div>
  )
}
