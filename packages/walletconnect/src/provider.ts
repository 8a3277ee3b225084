import type { WalletConnectNamespace } from '@appkit/controllers'
import type { WalletConnectStorage } from './options.js'

type Listener = (...args: never[]) => void

export interface WalletConnectSession {
  topic: string
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>
  peer?: { metadata?: { name?: string; icons?: string[] } }
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
