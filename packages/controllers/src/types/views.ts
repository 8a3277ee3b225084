/** Every view of spec §2. A view whose screen a later feature builds still has its name here. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  // Ours: the wait while a social login's popup is open (the spec's list has no name for it).
  'ConnectingSocial',
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
  // Ours: spec §9's swaps feature (its views have no names in the spec's list).
  'Swap',
  'Activity',
  'TransactionDetails',
  // Ours: the on-ramp's form, then the purchase followed while the provider's window is open.
  'OnRampBuy',
  'OnRampPurchase',
] as const

export type View = (typeof VIEWS)[number]
