import type { View } from '@appkit/controllers/modal'
import { AccountView } from './account/account-view.js'
import { ActivityView } from './activity/activity-view.js'
import { TransactionDetailsView } from './activity/transaction-details-view.js'
import { AllWalletsView } from './all-wallets/all-wallets-view.js'
import { ConnectView } from './connect-view.js'
import { ConnectingExternalView } from './connecting-external-view.js'
import { DataCaptureView } from './data-capture-view.js'
import { EmailLoginView } from './email/email-login-view.js'
import { UpdateEmailView } from './email/update-email-view.js'
import { ConnectingFarcasterView } from './farcaster/connecting-farcaster-view.js'
import { NetworksView } from './networks-view.js'
import { NotAvailableView } from './not-available-view.js'
import { ProfileWalletsView } from './profile-wallets-view.js'
import { ReceiveView } from './receive-view.js'
import { SendView } from './send/send-view.js'
import { SiwxSignMessageView } from './siwx-sign-message-view.js'
import { ConnectingSocialView } from './social/connecting-social-view.js'
import { SwitchActiveChainView } from './switch-active-chain-view.js'
import { SwitchNetworkView } from './switch-network-view.js'
import { UnsupportedChainView } from './unsupported-chain-view.js'
import { ConnectingWalletConnectView } from './wallet-connect/connecting-wallet-connect-view.js'

/*
 * The views a visitor opens after connecting come with the modal's chunk (never with the page);
 * those few open (Swap, Buy, names) load when first opened (lazy-views.tsx, which shows these too).
 */

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
      return <NetworksView />
    case 'SwitchNetwork':
      return <SwitchNetworkView />
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
    case 'TransactionDetails':
      return <TransactionDetailsView />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'UpdateEmailWallet':
      return <UpdateEmailView />
    case 'SIWXSignMessage':
      return <SiwxSignMessageView />
    case 'DataCapture':
      return <DataCaptureView />
    case 'ConnectingSocial':
      return <ConnectingSocialView />
    default:
      return <NotAvailableView />
  }
}
