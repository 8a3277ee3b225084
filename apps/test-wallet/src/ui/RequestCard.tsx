import type { PendingRequest } from '../wallet-state.js'

interface RequestCardProps {
  request: PendingRequest
  waiting: number
  busy: boolean
  onApprove(): void
  onReject(): void
}

/** The oldest request of any session, summarised so that a person can decide. */
export function RequestCard({ request, waiting, busy, onApprove, onReject }: RequestCardProps) {
  return (
    <section aria-labelledby="request-heading" data-testid="request" data-request-id={request.id}>
      <h2 id="request-heading">Request</h2>
      <dl>
        <dt>Dapp</dt>
        <dd data-testid="request-dapp">{request.dappName}</dd>
        <dt>Method</dt>
        <dd data-testid="request-method">{request.method}</dd>
        <dt>Chain</dt>
        <dd data-testid="request-chain">{request.chainId}</dd>
      </dl>
      <dl data-testid="request-summary">
        {request.summary.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`summary-${label.toLowerCase()}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" data-testid="approve-request" disabled={busy} onClick={onApprove}>
          Approve
        </button>
        <button type="button" data-testid="reject-request" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
      {waiting > 0 && <p>{waiting} more waiting</p>}
    </section>
  )
}
