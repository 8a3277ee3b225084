import type { ActivityTransaction } from '@appkit/controllers'
import { WalletImage } from '../../components/wallet-image.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { describeTransaction } from './describe-transaction.js'

/** One transaction: what moved which way, how much, when, and whether it is done; opens its details. */
export function ActivityRow({
  transaction,
  onOpen,
}: {
  transaction: Snapshot<ActivityTransaction>
  onOpen: () => void
}) {
  const { transfer, what, amount, date, status, flagged } = describeTransaction(transaction)
  return (
    <button
      type="button"
      className="apk-item"
      data-testid="activity-row"
      data-hash={transaction.hash}
      onClick={onOpen}
    >
      {transfer?.nft ? (
        <WalletImage src={transfer.nft.imageUrl} name={transfer.nft.name ?? what} />
      ) : (
        <TokenImage token={{ symbol: transfer?.symbol ?? what, iconUrl: transfer?.iconUrl }} />
      )}
      <span className="apk-name">
        {what}
        <span className="apk-detail">{date}</span>
      </span>
      {flagged && <span className="apk-tag">{status}</span>}
      <span className="apk-value" data-testid="activity-amount">
        {amount}
      </span>
    </button>
  )
}
