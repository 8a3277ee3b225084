import type { View } from '@appkit/controllers'
import { lazy, Suspense } from 'react'
import { messages } from '../messages.js'
import { AllWalletsView } from './all-wallets/all-wallets-view.js'
import { ConnectView } from './connect-view.js'
import { ConnectingExternalView } from './connecting-external-view.js'
import { NetworksView } from './networks-view.js'
import { NotAvailableView } from './not-available-view.js'
import { ProfileWalletsView } from './profile-wallets-view.js'
import { SwitchActiveChainView } from './switch-active-chain-view.js'
import { UnsupportedChainView } from './unsupported-chain-view.js'
import { ConnectingWalletConnectView } from './wallet-connect/connecting-wallet-connect-view.js'

// What a visitor does after connecting loads the first time it is opened, not with the modal.
const AccountView = lazy(() => import('./account/account-view.js'))
const SendView = lazy(() => import('./send/send-view.js'))
const ReceiveView = lazy(() => import('./receive-view.js'))
const ActivityView = lazy(() => import('./activity/activity-view.js'))

/** The screen of each view; views a later feature builds show a plain notice until then. */
export function ViewSwitch({ view }: { view: View }) {
  return (
    <Suspense fallback={<span className="apk-spinner" role="progressbar" aria-label={messages.loading} />}>
      <ViewScreen view={view} />
    </Suspense>
  )
}

function ViewScreen({ view }: { view: View }) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'Account':
      return <AccountView />
    case 'Networks':
    case 'SwitchNetwork':
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectView basic />
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'SwitchActiveChain':
      return <SwitchActiveChainView />
    case 'Send':
      return <SendView />
    case 'Receive':
      return <ReceiveView />
    case 'Activity':
      return <ActivityView />
    default:
      return <NotAvailableView />
  }
}
