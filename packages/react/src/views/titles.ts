import type { View } from '@appkit/controllers/modal'
import { messages } from '../messages.js'

const TITLES: Partial<Record<View, string>> = {
  Connect: messages.connectTitle,
  Account: messages.account,
  Networks: messages.chooseNetwork,
  SwitchNetwork: messages.switchNetwork,
  UnsupportedChain: messages.switchNetwork,
  ConnectingExternal: messages.connectTitle,
  ProfileWallets: messages.wallets,
  AllWallets: messages.allWallets,
  ConnectingWalletConnect: messages.walletConnect,
  ConnectingWalletConnectBasic: messages.walletConnect,
  ConnectingFarcaster: messages.farcaster,
  SwitchActiveChain: messages.switchNetwork,
  Send: messages.send,
  Receive: messages.receive,
  Swap: messages.swaps,
  Activity: messages.activity,
  TransactionDetails: messages.transaction,
  EmailLogin: messages.emailLogin,
  UpdateEmailWallet: messages.updateEmail,
  SIWXSignMessage: messages.signIn,
  DataCapture: messages.yourEmail,
  ConnectingSocial: messages.connectTitle,
  RegisterAccountName: messages.registerNameTitle,
  RegisterAccountNameSuccess: messages.nameRegisteredTitle,
  OnRampBuy: messages.onramp,
  OnRampPurchase: messages.onramp,
}

/** The dialog's accessible name for a view. */
export function viewTitle(view: View): string {
  return TITLES[view] ?? messages.connectTitle
}
