import type { WalletConnectNamespace } from '@appkit/controllers/adapter'
import type { WalletConnectStorage } from './options.js'

type Listener = (...args: never[]) => void

export interface WalletConnectSession {
  topic: string
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>
  peer?: { metadata?: { name?: string; icons?: string[] } }
}

/**
 * A CAIP-74 object capability as WalletConnect's one-step sign-in returns it: the signed message's
 * fields (`iss` is `did:pkh:<CAIP-10 account>`, `aud` the URI) and the signature.
 */
export interface WalletConnectCacao {
  h: { t: string }
  p: {
    iss: string
    domain: string
    aud?: string
    uri?: string
    version?: string
    nonce: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string }
}

/**
 * UniversalProvider's `authenticate`: a session proposal and a sign-in request over one pairing
 * (`wc_sessionAuthenticate`, eip155 only). `methods` become the ReCap the wallet signs and the
 * session's methods.
 */
export interface WalletConnectAuthenticateParams {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  methods: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  /**
   * Not a field of the request: UniversalProvider keeps it as the session's optional namespaces,
   * whose `rpcMap` its providers read (so reads go to the dapp's RPC, not to WalletConnect's).
   */
  optionalNamespaces: Record<string, WalletConnectNamespace>
}

/** The session, and one Cacao per chain the wallet signed in on; no `auths` when it only connected. */
export interface WalletConnectAuthenticateResult {
  session?: WalletConnectSession
  auths?: WalletConnectCacao[]
}

/**
 * The slice of WalletConnect's UniversalProvider this package uses. The real provider is assigned
 * to it where it is loaded, so the compiler checks the two agree; tests use fakes of this shape.
 */
export interface WalletConnectProvider {
  session?: WalletConnectSession
  /** Each namespace's sub-provider; its default chain is where requests of that namespace go. */
  rpcProviders: Record<string, { getDefaultChain(): string } | undefined>
  connect(params: { optionalNamespaces: Record<string, WalletConnectNamespace> }): Promise<unknown>
  authenticate(params: WalletConnectAuthenticateParams): Promise<WalletConnectAuthenticateResult>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown[] | object }, chain?: string): Promise<T>
  setDefaultChain(chain: string, rpcUrl?: string): void
  cleanupPendingPairings(): Promise<void>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  client: { on(event: 'session_expire', listener: (event: { topic: string }) => void): unknown }
}

/** What UniversalProvider.init is given; built by `providerInitOptions`. */
export interface ProviderInitOptions {
  projectId: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  relayUrl?: string
  customStoragePrefix: string
  logger: 'error'
  telemetryEnabled: boolean
  /** Skips the "test" request UniversalProvider sends to each RPC URL before its first use. */
  disableProviderPing: true
  storage?: WalletConnectStorage
}

export type ProviderLoader = (init: ProviderInitOptions, verify: boolean) => Promise<WalletConnectProvider>
