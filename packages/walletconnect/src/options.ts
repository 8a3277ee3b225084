import type { SiwxConfig } from '@appkit/controllers'

/**
 * Where the WalletConnect client keeps pairings, sessions and keys. The shape of WalletConnect's
 * key-value storage, restated so our public types do not depend on WalletConnect's packages.
 * Default: IndexedDB in browsers.
 */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** WalletConnect settings, from createAppKit's `walletConnect` option. */
export interface WalletConnectOptions {
  /** WalletConnect's relay; defaults to the public relay of the dapp's WalletConnect project. */
  relayUrl?: string
  /**
   * Let WalletConnect attest the dapp's origin to wallets through its verify server (a hidden
   * iframe to verify.walletconnect.org on every proposal and request). Default: on with the
   * public relay, off when a custom `relayUrl` is configured.
   */
  verify?: boolean
  /** WalletConnect's own telemetry (pulse.walletconnect.org). Default: off. */
  telemetry?: boolean
  /** Storage of the WalletConnect client. Default: IndexedDB in browsers. */
  storage?: WalletConnectStorage
  /** Keeps this dapp's WalletConnect state apart from other clients on the page. Default 'appkit'. */
  storagePrefix?: string
  /**
   * Reuse a pending pairing (same URI) when connect is asked again while it is still valid.
   * Default: detected; on in Telegram mini apps and iOS Safari (spec §4).
   */
  reusePairing?: boolean
}

/** What the instance tells WalletConnect about the dapp. */
export interface WalletConnectInit extends WalletConnectOptions {
  projectId: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /**
   * The dapp's sign-in (createAppKit's `siwx`). With it, and only eip155 networks, pairing connects
   * and signs in at once (`wc_sessionAuthenticate`, spec §5).
   */
  siwx?: SiwxConfig
}
