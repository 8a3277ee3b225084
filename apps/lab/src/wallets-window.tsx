import type { ApprovableWallet } from '@appkit/testing'
import { createRoot } from 'react-dom/client'
import { ApprovalPanel } from './approval-panel.js'
import './lab.css'

// The lab page that opened this window holds the wallets (same origin: their objects are reachable).
const opener = window.opener as (Window & { __appkitTestWallets?: Record<string, ApprovableWallet> }) | null
// The page names the wallets its configuration uses; all of them when opened some other way.
const named = new URLSearchParams(location.search).get('wallets')?.split(',')
const wallets = Object.values(opener?.__appkitTestWallets ?? {}).filter(
  (wallet) => !named || named.includes(wallet.info.rdns),
)

const root = createRoot(document.getElementById('root')!)
// Closing the window ends its subscriptions to the wallets, which live on in the lab's page.
window.addEventListener('pagehide', () => root.unmount())
root.render(
  wallets.length > 0 ? (
    <ApprovalPanel wallets={wallets} />
  ) : (
    <p role="alert">Open this window with the lab's "Open the wallets' window" button.</p>
  ),
)
