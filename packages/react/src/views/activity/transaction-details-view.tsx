import { explorerTransactionUrl, shortenAddress } from '@appkit/common'
import { useAppKitCore } from '../../context.js'
import { useAddressName } from '../../hooks/use-address-name.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { TokenImage } from '../../images/token-image.js'
import { messages } from '../../messages.js'
import { ExplorerLink } from '../explorer-link.js'
import { amountOf, describeTransaction, directionOf } from './describe-transaction.js'

function Fact({
  label,
  value,
  title,
  testId,
}: {
  label: string
  value: string
  title?: string
  testId: string
}) {
  return (
    <div className="apk-fact">
      <dt>{label}</dt>
      <dd data-testid={testId} title={title}>
        {value}
      </dd>
    </div>
  )
}

/**
 * One Activity transaction in full: every transfer, the status and time, who sent it to whom, on
 * which network, its hash, and the network explorer's page of it when the network has an explorer.
 * The header's Back returns to Activity.
 */
export function TransactionDetailsView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const { chains, activeNamespace } = useProxy(core.chains)
  const transaction = data?.transaction
  // Who sent and received it, by name where they have one (the addresses stay in the titles).
  const fromName = useAddressName(transaction?.from)
  const toName = useAddressName(transaction?.to)
  if (!transaction) return null
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const network = [chain?.caipNetwork, ...(chain?.requestedCaipNetworks ?? [])].find(
    (n) => n?.caipNetworkId === transaction.caipNetworkId,
  )
  const explorerUrl = network && explorerTransactionUrl(network, transaction.hash)
  const { transfer, what, amount, date, status } = describeTransaction(transaction)
  return (
    <div className="apk-center" data-testid="transaction-details">
      <TokenImage token={{ symbol: transfer?.symbol ?? what, iconUrl: transfer?.iconUrl }} />
      <p className="apk-title" data-testid="transaction-summary">
        {[what, amount].filter(Boolean).join(' ')}
      </p>
      <dl className="apk-facts">
        {transaction.transfers.map((t, index) => (
          // Transfers have no id of their own; their order in the transaction is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fact key={index} label={directionOf(t)} value={amountOf(t)} testId="transaction-transfer" />
        ))}
        <Fact label={messages.statusLabel} value={status} testId="transaction-status" />
        <Fact label={messages.timeLabel} value={date} testId="transaction-time" />
        <Fact
          label={messages.fromLabel}
          value={fromName ?? shortenAddress(transaction.from, 6, 6)}
          title={transaction.from}
          testId="transaction-from"
        />
        <Fact
          label={messages.toLabel}
          value={toName ?? shortenAddress(transaction.to, 6, 6)}
          title={transaction.to}
          testId="transaction-to"
        />
        {network && <Fact label={messages.networkLabel} value={network.name} testId="transaction-network" />}
        <Fact
          label={messages.hashLabel}
          value={shortenAddress(transaction.hash, 8, 6)}
          title={transaction.hash}
          testId="transaction-hash"
        />
      </dl>
      <ExplorerLink network={network} url={explorerUrl} testId="transaction-explorer" />
    </div>
  )
}
