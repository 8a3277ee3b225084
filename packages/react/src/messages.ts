import { buttonMessages } from './button-messages.js'

/**
 * Every string the UI shows, in one place, English first. A language is a second object of the
 * same shape; views never hold literal text nor put sentences together themselves.
 */
export const messages = {
  ...buttonMessages,
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
  switchToWallet: (name: string) => `Switch to ${name}`,
  disconnectWallet: (name: string) => `Disconnect ${name}`,
  namespacesOf: (names: string) => `Connects ${names}`,
  wallets: 'Wallets',
  addWallet: 'Add wallet',
  switchWallet: 'Switch',
  active: 'Active',
  connected: 'Connected',
  switchActiveChainTitle: (name: string) => `Switch to ${name}`,
  switchActiveChainText: (name: string) =>
    `Connecting a wallet on ${name} makes it the active network. Your other connections stay as they are.`,
  dismiss: 'Dismiss',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallets',
  walletCount: (n: number) => `${n.toLocaleString('en')} wallets`,
  walletCountPlus: (n: number) => `${n}+`,
  noWalletsFound: 'No wallet found',
  loadingWallets: 'Loading wallets…',
  walletConnect: 'WalletConnect',
  qrCode: 'QR code',
  scanWithPhone: 'Scan this QR code with your phone',
  scanWithWallet: (name: string) => `Scan this QR code with ${name}`,
  qrCodeLabel: 'QR code to connect a wallet with WalletConnect',
  generatingQr: 'Preparing the QR code…',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Copy failed',
  openApp: (name: string) => `Open ${name}`,
  getWallet: 'Get a wallet',
  noWalletConnect: 'WalletConnect is not configured for this app.',
  certified: 'Certified',
} as const

export type Messages = typeof messages
