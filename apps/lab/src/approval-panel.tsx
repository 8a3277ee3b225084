import type { ApprovableWallet, PendingRequest, WalletMode } from '@appkit/testing'
import { useEffect, useReducer } from 'react'

const MODES: Record<WalletMode, string> = {
  manual: 'Ask me',
  approve: 'Approve everything',
  reject: 'Reject everything',
}

/** What the dapp asks, in one line: the method and the start of its params. */
function summary(request: PendingRequest): string {
  const params = JSON.stringify(request.params) ?? ''
  return params.length > 90 ? `${params.slice(0, 90)}…` : params
}

function WalletApprovals({ wallet }: { wallet: ApprovableWallet }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => wallet.subscribe(rerender), [wallet])
  const pending = wallet.pending()
  const name = wallet.info.name
  return (
    <fieldset data-testid={`approvals-${wallet.info.rdns}`} style={{ marginBottom: 8 }}>
      <legend>{name}</legend>
      <label>
        Requests{' '}
        <select
          value={wallet.mode()}
          aria-label={`${name}: how to answer requests`}
          onChange={(event) => wallet.setMode(event.target.value as WalletMode)}
        >
          {(Object.keys(MODES) as WalletMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {MODES[mode]}
            </option>
          ))}
        </select>
      </label>
      {pending.length === 0 ? (
        <p style={{ margin: '6px 0 0', color: '#666' }}>No request waiting.</p>
      ) : (
        <ul aria-label={`${name}: waiting requests`} style={{ paddingLeft: 18 }}>
          {pending.map((request) => (
            <li key={request.id}>
              <code>{request.method}</code> <small>{summary(request)}</small>{' '}
              <button type="button" onClick={() => wallet.approve(request.id)}>
                Approve
              </button>{' '}
              <button type="button" onClick={() => wallet.reject(request.id)}>
                Reject
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

/**
 * The test wallets' "popups": each request that needs the user waits here to be approved or
 * rejected by hand, unless the wallet is set to answer everything itself. Shown on the lab's page
 * and in a window of its own (wallets.html), which stays usable while the modal makes the page inert.
 */
export function ApprovalPanel({ wallets }: { wallets: readonly ApprovableWallet[] }) {
  return (
    <section aria-label="Test wallets">
      <h2 style={{ fontSize: 16 }}>Test wallets</h2>
      {wallets.map((wallet) => (
        <WalletApprovals key={wallet.info.rdns} wallet={wallet} />
      ))}
    </section>
  )
}
