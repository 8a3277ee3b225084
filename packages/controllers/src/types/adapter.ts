import type { AppKitErrorCode, CaipNetwork, ChainNamespace } from '@appkit/common'
import type { SessionEvents } from '../core/session-events.js'
import type { Metadata } from '../state/options.js'
import type { AccountApi } from './account-api.js'
import type { AdapterAccount, AdapterEvents, SocialLogin } from './adapter-events.js'
import type { AdapterCapabilities } from './capabilities.js'
import type { EmbeddedWalletAccess } from './embedded-wallet.js'
import type { NamespaceInfo } from './namespace-info.js'
import type {
  MultiNamespaceConnector,
  WalletConnectAccess,
  WalletConnectNamespace,
} from './wallet-connect.js'

export type { AdapterAccount, AdapterEvents, SocialLogin }

/** What every adapter needs to know of the dapp, from createAppKit's options. */
export interface AdapterContext {
  /** The dapp's networks of the adapter's namespace. */
  networks: CaipNetwork[]
  events: AdapterEvents
  projectId: string
  /** The instance's one WalletConnect session, when the dapp has WalletConnect. */
  walletConnect?: WalletConnectAccess
  /** The embedded (email) wallet, when the dapp has one: its requests in the adapter's namespace. */
  embeddedWallet?: EmbeddedWalletAccess &
    Pick<MultiNamespaceConnector, 'getProvider'> &
    // Its connector names the namespaces it keeps keys for.
    Partial<Pick<MultiNamespaceConnector, 'connector'>>
  /** The dapp's blockchain API, loaded on first use, when the dapp names one. */
  api?: () => Promise<AccountApi>
  /** The dapp's metadata, for a wallet SDK that shows the user who asks (Coinbase). */
  metadata?: Metadata
  /**
   * The instance's session events, for an adapter that mirrors the session elsewhere (the wagmi
   * bridge): a connection made through a connector of several namespaces never calls the adapter.
   */
  session?: { on: SessionEventsOn }
}

/** Subscribes to one of the instance's session events; returns the function that stops it. */
export type SessionEventsOn = <E extends keyof SessionEvents>(
  event: E,
  listener: (payload: SessionEvents[E]) => void,
) => () => void

/** The UI's words for an adapter's own error codes, by code. */
export type AdapterErrorMessages = Readonly<Partial<Record<AppKitErrorCode, string>>>

/**
 * The provider a dapp gets for each namespace. Adapters add theirs by declaration merging, e.g.
 * `declare module '@appkit/controllers' { interface NamespaceProviders { eip155: Eip1193Provider } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each adapter through declaration merging.
export interface NamespaceProviders {}

export type NamespaceProvider<N extends ChainNamespace> = N extends keyof NamespaceProviders
  ? NamespaceProviders[N]
  : unknown

/**
 * One namespace's wallets. Everything namespace-specific lives behind this interface, so the core
 * and the UI never branch on the namespace. The base is small; balances and the other account
 * features are optional capabilities (`AdapterCapabilities`).
 */
export interface ChainAdapter<N extends ChainNamespace = ChainNamespace> extends AdapterCapabilities {
  readonly namespace: N
  /** The namespace as the UI and the shared connectors know it: its name, WalletConnect's rules, … */
  readonly info?: NamespaceInfo
  /** Starts discovery; called by createAppKit with the dapp's networks of this namespace. */
  setup(context: AdapterContext): void
  /** `signal` aborts the attempt: the adapter stops what it holds for it (a pairing, a prompt). */
  connect(args: {
    connectorId: string
    caipNetwork?: CaipNetwork
    signal?: AbortSignal
  }): Promise<AdapterAccount>
  /** Resumes an authorized session without prompting; `undefined` when the wallet no longer allows it. */
  reconnect(args: {
    connectorId: string
    caipNetwork?: CaipNetwork
    waitMs: number
  }): Promise<AdapterAccount | undefined>
  disconnect(args: { connectorId: string }): Promise<void>
  switchNetwork(args: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  signMessage(args: { connectorId: string; address: string; message: string }): Promise<string>
  /** The provider of a connected wallet; `address` is its account the dapp uses now. */
  getProvider(connectorId: string, address?: string): NamespaceProvider<N> | undefined
  /** This namespace's part of a WalletConnect proposal: chains, methods, events, RPC map. */
  walletConnectNamespace?(networks: readonly CaipNetwork[]): WalletConnectNamespace
  /**
   * What the UI says for the codes the adapter declares in `AppKitErrorCodes` (its own failures),
   * so the UI's catalogue holds no namespace's codes. A deferred adapter gives its loaded code's.
   */
  readonly errorMessages?: AdapterErrorMessages
  /** Stops listening to the page and the wallets. */
  teardown?(): void
  /**
   * The modal opens for the first time, or a visitor heads for a button that opens it: an adapter
   * that keeps its code off the page's first paint loads it now, to list its wallets. Also called
   * before it resumes a stored connection.
   */
  activate?(): void
}
