/**
 * Every string the UI shows, in one place, English first. A language is a second object of the
 * same shape; views never hold literal text.
 */
export const messages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  connectTitle: 'Connect Wallet',
  close: 'Close',
  back: 'Back',
  installed: 'Installed',
  recent: 'Recent',
  noWallets: 'No wallet found in this browser.',
  continueIn: (name: string) => `Continue in ${name}`,
  acceptInWallet: 'Accept the connection request in the wallet.',
  tryAgain: 'Try again',
  account: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  disconnect: 'Disconnect',
  network: 'Network',
  chooseNetwork: 'Choose Network',
  switchNetwork: 'Switch Network',
  unsupportedNetwork:
    "This app doesn't support your current network. Switch to an available option to continue.",
  balanceLoading: 'Loading balance…',
  balanceUnavailable: 'Balance unavailable',
  notYetAvailable: 'This screen is not available in this build.',
  accountButtonLabel: (address: string) => `Account ${address}`,
  networkButtonLabel: (name: string) => `Network: ${name}`,
  selectNetwork: 'Select network',
  unknownNetwork: 'Unknown network',
  wallets: 'Wallets',
  addWallet: 'Add wallet',
  switchWallet: 'Switch',
  active: 'Active',
  connected: 'Connected',
  switchActiveChainTitle: (name: string) => `Switch to ${name}`,
  switchActiveChainText: (name: string) =>
    `Connecting a wallet on ${name} makes it the active network. Your other connections stay as they are.`,
  dismiss: 'Dismiss',
} as const

export type Messages = typeof messages
