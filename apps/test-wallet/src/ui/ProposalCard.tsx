import type { PendingProposal } from '../wallet-state.js'

interface ProposalCardProps {
  proposal: PendingProposal
  waiting: number
  busy: boolean
  onApprove(): void
  onReject(): void
}

/** The oldest session proposal: who asks, for which chains and methods. */
export function ProposalCard({ proposal, waiting, busy, onApprove, onReject }: ProposalCardProps) {
  const { chains, methods, events } = proposal.summary
  return (
    <section aria-labelledby="proposal-heading" data-testid="proposal" data-proposal-id={proposal.id}>
      <h2 id="proposal-heading">Session proposal</h2>
      <dl>
        <dt>Dapp</dt>
        <dd data-testid="proposal-dapp-name">{proposal.dappName}</dd>
        <dt>URL</dt>
        <dd data-testid="proposal-dapp-url">{proposal.dappUrl}</dd>
        <dt>Chains</dt>
        <dd>
          <List items={chains} testId="proposal-chains" />
        </dd>
        <dt>Methods</dt>
        <dd>
          <List items={methods} testId="proposal-methods" />
        </dd>
        <dt>Events</dt>
        <dd>
          <List items={events} testId="proposal-events" />
        </dd>
      </dl>
      <div className="actions">
        <button type="button" data-testid="approve-proposal" disabled={busy} onClick={onApprove}>
          Approve
        </button>
        <button type="button" data-testid="reject-proposal" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
      {waiting > 0 && <p>{waiting} more waiting</p>}
    </section>
  )
}

function List({ items, testId }: { items: string[]; testId: string }) {
  if (items.length === 0) return <span data-testid={testId}>none</span>
  return (
    <ul data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
