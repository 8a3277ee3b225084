import type { ApprovableWallet } from '@appkit/testing'
import { createRoot } from 'react-dom/client'
import { ApprovalPanel } from './approval-panel.js'

// The lab page that opened this window holds the wallets (same origin: their objects are reachable).
const opener = window.opener as (Window & { __appkitTestWallets?: Record<string, ApprovableWallet> }) | null
const wallets = Object.values(opener?.__appkitTestWallets ?? {})

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
