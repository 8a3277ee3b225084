import type { CaipNetwork, ChainNamespace, SocialProvider } from '@appkit/common'

/** What the embedded wallet answers to an email (spec §4). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
/** The two steps of an email change (spec §4): a code to the current address, then to the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet's login steps and requests, whatever runs it (the secure frame in a page).
 * Login ends with the connector's `connect`, which gives the account of each namespace at once.
 */
export interface EmbeddedWalletAccess {
  readonly connectorId: string
  connectEmail(args: { email: string; signal?: AbortSignal }): Promise<{ action: EmailConnectAction }>
  /** Waits until the user approved this device from the mail sent to them; a code follows. */
  connectDevice(args: { signal?: AbortSignal }): Promise<void>
  connectOtp(args: { otp: string; signal?: AbortSignal }): Promise<void>
  updateEmail(args: { email: string }): Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp(args: { otp: string }): Promise<void>
  updateEmailSecondaryOtp(args: { otp: string }): Promise<{ email: string }>
  /**
   * The secure site's address: social login's popup opens on its loading page, and only its
   * origin may hand back the provider's answer (spec §6).
   */
  readonly secureSiteUrl: string
  /** Where the social login popup goes to log in with `provider` (GET_SOCIAL_REDIRECT_URI). */
  socialRedirectUri(args: { provider: SocialProvider; signal?: AbortSignal }): Promise<{ uri: string }>
  /**
   * Logs in with the provider's answer the popup came back with (CONNECT_SOCIAL); the connector's
   * `connect` follows, as after an email code. Gives the user's name at the provider, if it has one.
   */
  connectSocial(args: { resultUri: string; signal?: AbortSignal }): Promise<{ userName?: string }>
  /**
   * Passkeys (beyond the spec): the logged-in person adds one on the secure site's own screen, and
   * a later visit logs in with it alone; `connect` then gives the accounts, as after a code.
   */
  addPasskey(): Promise<void>
  connectPasskey(args: { signal?: AbortSignal }): Promise<void>
  /** The channel URL a Farcaster app opens to approve a login (GET_FARCASTER_URI). */
  farcasterUri(args: { signal?: AbortSignal }): Promise<{ url: string }>
  /**
   * Waits until the Farcaster app approved the channel, then logs in with it (CONNECT_FARCASTER);
   * the connector's `connect` follows, as after an email code. Gives the fid's user name.
   */
  connectFarcaster(args: { signal?: AbortSignal }): Promise<{ userName: string }>
  /** Reloads the secure site, dropping what it was waiting for (spec §9's resync). */
  reload(): Promise<void>
  /** A wallet request in `namespace`, on `chainId` (CAIP-2) or the namespace's current one. */
  request<T = unknown>(
    namespace: ChainNamespace,
    args: { method: string; params?: unknown },
    chainId?: string,
  ): Promise<T>
}

/**
 * One namespace's part of the embedded wallet, given by its adapter (`NamespaceInfo.embeddedWallet`):
 * the wallet itself only carries requests to the secure site, in whichever namespace asks.
 */
export interface EmbeddedWalletPart {
  /**
   * The provider a dapp gets for this namespace, over the wallet's requests (EVM: EIP-1193). The
   * wallet puts its guard (spec §6: safe and approvable methods only) in front. None: no provider.
   */
  provider?(request: (args: { method: string; params?: unknown }) => Promise<unknown>): {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }
  /**
   * The dapp's network a request switches this namespace to, or undefined when the request is no
   * switch (EVM: `wallet_switchEthereumChain`); throws when it asks for a network the dapp lacks.
   */
  switchTarget?(
    request: { method: string; params?: unknown },
    networks: readonly CaipNetwork[],
  ): CaipNetwork | undefined
  /** The secure site signs the dapp's sign-in message as it logs in (spec §5: EVM only). */
  signInAtLogin?: boolean
  /** The secure site starts on this namespace's first network (spec §4: the EVM chain it opens on). */
  startChain?: boolean
  /**
   * The part itself, when its code loads with the wallet's on the first email login rather than
   * with the page: the loaded wallet uses what it gives in place of this one.
   */
  load?(): Promise<EmbeddedWalletPart>
}
