import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { Metadata, WalletConnectOptions } from '../state/options.js'
import type { Connector } from './connector.js'

/** What an adapter tells the core about; the core turns it into state. */
export interface AdapterEvents {
  connectorsChanged(connectors: Connector[]): void
  accountsChanged(connectorId: string, accounts: string[]): void
  chainChanged(connectorId: string, chainId: number | string): void
  disconnected(connectorId: string): void
  /** A WalletConnect pairing URI to show as a QR code and deep link; undefined clears it. */
  walletConnectUri(uri: string | undefined): void
}

/** What every adapter needs to know of the dapp, from createAppKit's options. */
export interface AdapterContext {
  networks: CaipNetwork[]
  events: AdapterEvents
  projectId: string
  metadata?: Metadata
  walletConnect?: WalletConnectOptions
}

export interface AdapterAccount {
  address: string
  chainId: number | string
  accounts: string[]
  /** The wallet behind a connector that stands for many (WalletConnect): its own name and icon. */
  walletInfo?: { name: string; icon?: string }
}

/**
 * One namespace's wallets. Everything namespace-specific lives behind this interface, so the core
 * and the UI never branch on the namespace.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Starts discovery; called once by createAppKit with the dapp's networks of this namespace. */
  setup(context: AdapterContext): void
  connect(args: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<AdapterAccount>
  /** Resumes an authorized session without prompting; `undefined` when the wallet no longer allows it. */
  reconnect(args: {
    connectorId: string
    caipNetwork?: CaipNetwork
    waitMs: number
  }): Promise<AdapterAccount | undefined>
  disconnect(args: { connectorId: string }): Promise<void>
  switchNetwork(args: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  getBalance(args: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  signMessage(args: { connectorId: string; address: string; message: string }): Promise<string>
  getProvider(connectorId: string): unknown
  /** Stops listening to the page and the wallets: a new createAppKit replaces this adapter. */
  teardown?(): void
}
