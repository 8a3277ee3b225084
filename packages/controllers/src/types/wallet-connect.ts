import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { AdapterAccount, AdapterEvents } from './adapter-events.js'
import type { Connector } from './connector.js'

/** One namespace's part of a WalletConnect proposal (CAIP-25). */
export interface WalletConnectNamespace {
  /** CAIP-2 ids, in the dapp's order. */
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference → RPC URL: reads go to the dapp's RPC, never to WalletConnect's. */
  rpcMap: Record<string, string>
}

/**
 * What WalletConnect must know of a namespace besides its proposal part; the namespace's adapter
 * says it (`NamespaceInfo.walletConnect`), so WalletConnect itself knows no namespace.
 */
export interface WalletConnectNamespaceRules {
  /**
   * A chain reference of the namespace (from a session, an event or a CAIP-2 id) as the core keeps
   * chain ids, or undefined when it is none. Without it, a reference is kept as text.
   */
  chainId?(reference: string): number | string | undefined
  /** WalletConnect's one-step sign-in (`wc_sessionAuthenticate`) can carry this namespace's chains. */
  oneStepSignIn?: boolean
  /** Its accounts in a one-step sign-in: with `oneStepSignIn`, one-step sign-in needs them. */
  signInAccount?: SignInAccountRules
}

/** What one-step sign-in must know of a namespace's accounts. */
export interface SignInAccountRules {
  /**
   * The account the message is made for before the wallet says which signs: one the dapp's
   * `createMessage` accepts (EVM's: the zero address). Only the message's other fields are used.
   */
  placeholder: string
  /** Whether the account a wallet's signature names (its `did:pkh` issuer) is one of the namespace's. */
  isAddress(value: string): boolean
}

/** Each namespace's rules, as the dapp's adapters give them. */
export type WalletConnectRules = Partial<Record<ChainNamespace, WalletConnectNamespaceRules>>

/** The accounts one approval gave, per namespace the wallet approved. */
export type NamespaceAccounts = Partial<Record<ChainNamespace, AdapterAccount>>

/** What a multi-namespace source reports besides the adapter events. */
export interface MultiNamespaceEvents extends AdapterEvents {
  /** A pairing URI to show as a QR code and deep link; undefined clears it. */
  pairingUri(uri: string | undefined): void
}

/**
 * A connector that stands for several namespaces at once (WalletConnect; the embedded wallet next):
 * one approval connects every namespace it covers, one end disconnects them all.
 */
export interface MultiNamespaceConnector {
  readonly connector: Connector
  setup(context: {
    networks: readonly CaipNetwork[]
    events: MultiNamespaceEvents
    /** The proposal's namespace parts, asked at each connect: adapters contribute theirs. */
    namespaces: () => Partial<Record<ChainNamespace, WalletConnectNamespace>>
    /** What the adapters say of their namespaces: how their chains read, if they sign in at pairing. */
    rules?: WalletConnectRules
  }): void
  connect(args: { signal?: AbortSignal }): Promise<NamespaceAccounts>
  reconnect(): Promise<NamespaceAccounts | undefined>
  disconnect(): Promise<void>
  /** The provider once loaded (of `namespace` where they differ), for dapps that talk to it directly. */
  getProvider(namespace?: ChainNamespace): unknown
  teardown(): void
}

/** How an adapter uses the shared WalletConnect session for its namespace's requests. */
export interface WalletConnectAccess {
  readonly connectorId: string
  /** A request to the wallet on a CAIP-2 chain of the session; by default, the namespace's current one. */
  request<T = unknown>(args: { method: string; params?: unknown }, chainId?: string): Promise<T>
  /** The chain the session's requests of that namespace go to; `rpcUrl` answers its reads. */
  setDefaultChain(chainId: string, rpcUrl?: string): Promise<void>
  getProvider(): unknown
}
