import type { CaipNetwork } from '@appkit/common'
import type { WalletConnectNamespace } from '@appkit/controllers/adapter'
import { namespacePart } from '@appkit/walletconnect'

/** What the adapter asks of a Bitcoin wallet over WalletConnect: the bip122 methods it uses, by name. */
export const BITCOIN_WALLETCONNECT_METHODS = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
]
/** The wallet tells the dapp its addresses changed. */
export const BITCOIN_WALLETCONNECT_EVENTS = ['bip122_addressesChanged']

/** The adapter's part of a WalletConnect proposal: the dapp's Bitcoin chains, methods and events. */
export const bitcoinNamespace = (networks: readonly CaipNetwork[]): WalletConnectNamespace =>
  namespacePart('bip122', networks, BITCOIN_WALLETCONNECT_METHODS, BITCOIN_WALLETCONNECT_EVENTS)
