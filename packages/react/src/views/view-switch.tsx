import type { View } from '@appkit/controllers'
import { AccountView } from './account-view.js'
import { AllWalletsView } from './all-wallets/all-wallets-view.js'
import { ConnectView } from './connect-view.js'
import { ConnectingExternalView } from './connecting-external-view.js'
import { NetworksView } from './networks-view.js'
import { NotAvailableView } from './not-available-view.js'
import { ProfileWalletsView } from './profile-wallets-view.js'
import { SwitchActiveChainView } from './switch-active-chain-view.js'
import { UnsupportedChainView } from './unsupported-chain-view.js'
import { ConnectingWalletConnectView } from './wallet-connect/connecting-wallet-connect-view.js'

/** The screen of each view; views a later feature builds show a plain notice until then. */
export function ViewSwitch({ view }: { view: View }) {
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
    default:
      return <NotAvailableView />
  }
}
