import type { ApprovableWallet, WalletMode } from '@appkit/testing'
import { useMemo } from 'react'
import { LAB_COINS } from './approvals/lab-coins.js'
import { RequestCard } from './approvals/request-card.js'
import { usePending } from './approvals/use-pending.js'

const MODES: Record<WalletMode, string> = {
  manual: 'Ask me',
  approve: 'Approve everything',
  reject: 'Reject everything',
}

function WalletApprovals({ wallet }: { wallet: ApprovableWallet }) {
  const wallets = useMemo(() => [wallet], [wallet])
  const pending = usePending(wallets)
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
        <p className="lab-muted">No request waiting.</p>
      ) : (
        <ul aria-label={`${name}: waiting requests`} className="lab-requests">
          {pending.map((waiting) => (
            <RequestCard key={waiting.key} waiting={waiting} coins={LAB_COINS} />
          ))}
        </ul>
      )}
    </fieldset>
  )
}

/**
 * The test wallets' settings and queues: each request that needs the person waits here to be
 * approved or rejected by hand, unless the wallet is set to answer everything itself. While the
 * modal is open the same requests also pop up over it (wallet-popup.tsx); the wallets' own window
 * (wallets.html) shows this panel too.
 */
export function ApprovalPanel({ wallets }: { wallets: readonly ApprovableWallet[] }) {
  return (
    <section aria-label="Test wallets" id="test-wallets">
      <h2 style={{ fontSize: 16 }}>Test wallets</h2>
      {wallets.length === 0 && (
        <p className="lab-muted">This configuration uses no injected wallet: pair one over WalletConnect.</p>
      )}
      {wallets.map((wallet) => (
        <WalletApprovals key={wallet.info.rdns} wallet={wallet} />
      ))}
    </section>
  )
}
