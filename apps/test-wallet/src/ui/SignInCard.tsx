import type { PendingSignIn } from '../wallet-state.js'

interface SignInCardProps {
  signIn: PendingSignIn
  waiting: number
  busy: boolean
  onApprove(): void
  onReject(): void
}

/** The oldest one-step sign-in: who asks to connect and sign in, on which chains, and why. */
export function SignInCard({ signIn, waiting, busy, onApprove, onReject }: SignInCardProps) {
  const { domain, uri, chains, statement } = signIn.summary
  return (
    <section aria-labelledby="sign-in-heading" data-testid="sign-in" data-sign-in-id={signIn.id}>
      <h2 id="sign-in-heading">Sign-in request</h2>
      <dl>
        <dt>Dapp</dt>
        <dd data-testid="sign-in-dapp-name">{signIn.dappName}</dd>
        <dt>URL</dt>
        <dd data-testid="sign-in-dapp-url">{signIn.dappUrl}</dd>
        <dt>Domain</dt>
        <dd data-testid="sign-in-domain">{domain}</dd>
        <dt>URI</dt>
        <dd data-testid="sign-in-uri">{uri}</dd>
        <dt>Chains</dt>
        <dd>
          <ul data-testid="sign-in-chains">
            {chains.map((chain) => (
              <li key={chain}>{chain}</li>
            ))}
          </ul>
        </dd>
        <dt>Statement</dt>
        <dd data-testid="sign-in-statement">{statement || 'none'}</dd>
      </dl>
      <div className="actions">
        <button type="button" data-testid="approve-sign-in" disabled={busy} onClick={onApprove}>
          Approve
        </button>
        <button type="button" data-testid="reject-sign-in" disabled={busy} onClick={onReject}>
          Reject
        </button>
      </div>
      {waiting > 0 && <p>{waiting} more waiting</p>}
    </section>
  )
}
