import type { SocialProvider } from '@appkit/common'
import type { Connector, ConnectorRef } from './connector.js'

/** What a wallet source tells the core about; the core turns it into state and session events. */
export interface AdapterEvents {
  connectorsChanged(connectors: Connector[]): void
  /** A wallet connected without the dapp asking now (a login that finished elsewhere). */
  connected(ref: ConnectorRef, account: AdapterAccount): void
  accountsChanged(ref: ConnectorRef, accounts: string[]): void
  chainChanged(ref: ConnectorRef, chainId: number | string): void
  disconnected(ref: ConnectorRef): void
}

export interface AdapterAccount {
  address: string
  chainId: number | string
  accounts: string[]
  /** The wallet behind a connector that stands for many (WalletConnect): its own name and icon. */
  walletInfo?: { name: string; icon?: string }
  /** Who logged in to an embedded wallet (spec §3's socialProvider), as the wallet itself says. */
  social?: SocialLogin
}

/** A social or Farcaster login behind an embedded wallet's account, and the name it gave. */
export interface SocialLogin {
  provider: SocialProvider | 'farcaster'
  userName?: string
}
