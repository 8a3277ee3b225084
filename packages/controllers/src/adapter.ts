// The kit adapter and connector authors build with: what every namespace's adapter keeps
// (wallets found, listeners, providers, the way to a remote wallet) so that theirs holds only its
// namespace's logic. Each piece is a free function: an adapter pays only for what it imports.
export { type AccountProviders, createAccountProviders } from './adapter-kit/account-providers.js'
export { type AdapterKit, createAdapterKit } from './adapter-kit/adapter-kit.js'
export { apiActivity, apiIdentity, apiTokenBalances } from './adapter-kit/api-capabilities.js'
export { type ConnectionListeners, createConnectionListeners } from './adapter-kit/connection-listeners.js'
export { guardProvider, type RequestProvider } from './adapter-kit/guard-provider.js'
export { type Clock, type PollOptions, pollUntil, receiptPollInterval } from './adapter-kit/poll-until.js'
export { createProviderCache, type ProviderCache } from './adapter-kit/provider-cache.js'
export { type RemoteWallet, remoteWallet } from './adapter-kit/remote-wallet.js'
export {
  createStandardWalletsKit,
  type StandardWalletInfo,
  type StandardWalletsRegistry,
  standardWalletConnector,
  standardWalletsLifecycle,
  watchStandardWallets,
} from './adapter-kit/standard-wallets.js'
export { createWalletRegistry, type WalletRegistry } from './adapter-kit/wallet-registry.js'
export type {
  AdapterAccount,
  AdapterContext,
  AdapterErrorMessages,
  AdapterEvents,
  SessionEventsOn,
  SocialLogin,
} from './types/adapter.js'
export type {
  ActivityCapability,
  AdapterCapabilities,
  BalanceCapability,
  ContractCallRequest,
  FeeCapability,
  IdentityCapability,
  SendCapability,
  SendOutcome,
  SendRequest,
} from './types/capabilities.js'
export type { EmbeddedWalletAccess, EmbeddedWalletPart } from './types/embedded-wallet.js'
export type { NamespaceInfo } from './types/namespace-info.js'
export type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  NamespaceAccounts,
  WalletConnectAccess,
  WalletConnectNamespace,
  WalletConnectNamespaceRules,
  WalletConnectRules,
} from './types/wallet-connect.js'
