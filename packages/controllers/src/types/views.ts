/** Every view of spec §2. A view whose screen a later feature builds still has its name here. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'Send',
  'Receive',
  'Activity',
  'TransactionDetails',
] as const

export type View = (typeof VIEWS)[number]
