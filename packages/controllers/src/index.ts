// What a dapp uses, with our modal or without (a headless UI, the wagmi bridge): the instance,
// the session actions, the state it reads, its events and its errors. The modal's store and flows
// are at `@appkit/controllers/modal`, the adapter authors' kit at `@appkit/controllers/adapter`.
export { snapshot, subscribe } from 'valtio/vanilla'
export {
  type FetchActivityErrorType,
  type FetchActivityParameters,
  type FetchActivityReturnType,
  fetchActivity,
  isShownTransaction,
  type RefreshActivityErrorType,
  type RefreshActivityReturnType,
  refreshActivity,
} from './account/fetch-activity.js'
export {
  type FetchIdentityErrorType,
  type FetchIdentityParameters,
  type FetchIdentityReturnType,
  fetchIdentity,
} from './account/fetch-identity.js'
export {
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
  isListedToken,
} from './account/fetch-token-balances.js'
export {
  type WatchPendingTransactionsReturnType,
  watchPendingTransactions,
} from './account/watch-pending-transactions.js'
export type {
  AdapterCallErrorType,
  CreateAppKitCoreErrorType,
  EstimateSendFeeErrorType,
  OpenModalErrorType,
  SendTokensErrorType,
} from './action-errors.js'
export { type DeferredAdapterSpec, deferredAdapter } from './adapters/deferred-adapter.js'
export { namespaceName } from './adapters/namespace-name.js'
// A namespace's adapter as the page holds it before its code loads: the adapters' entries use it
// and stay on this entry (their static graphs say so).
export type { AnalyticsEvent, AnalyticsHost, ErrorReport } from './analytics/analytics-event.js'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from './auth/connect-farcaster.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from './auth/connect-social.js'
export {
  type EmailCooldownLeftParameters,
  type EmailCooldownLeftReturnType,
  emailCooldownLeft,
} from './auth/email-cooldown.js'
export type { EmbeddedWalletErrorType } from './auth/embedded-wallet-of.js'
export {
  type ConnectEmbeddedWalletErrorType,
  type ConnectEmbeddedWalletParameters,
  type ConnectEmbeddedWalletReturnType,
  connectEmbeddedWallet,
  type VerifyEmailOtpErrorType,
  type VerifyEmailOtpParameters,
  type VerifyEmailOtpReturnType,
  verifyEmailOtp,
  type WaitForEmailDeviceErrorType,
  type WaitForEmailDeviceParameters,
  type WaitForEmailDeviceReturnType,
  waitForEmailDevice,
} from './auth/finish-email-login.js'
export { type HasEmailLoginReturnType, hasEmailLogin } from './auth/has-email-login.js'
export {
  type AddPasskeyErrorType,
  type AddPasskeyReturnType,
  addPasskey,
  type ConnectPasskeyErrorType,
  type ConnectPasskeyParameters,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from './auth/passkey-login.js'
export type { SocialBrowser, SocialMessage, SocialPopup } from './auth/social-browser.js'
export { type SocialLoginsReturnType, socialLogins } from './auth/social-logins.js'
export {
  type StartEmailLoginErrorType,
  type StartEmailLoginParameters,
  type StartEmailLoginReturnType,
  startEmailLogin,
} from './auth/start-email-login.js'
export {
  type StartEmailUpdateErrorType,
  type StartEmailUpdateParameters,
  type StartEmailUpdateReturnType,
  startEmailUpdate,
  type VerifyEmailUpdateOtpErrorType,
  type VerifyEmailUpdateOtpParameters,
  type VerifyEmailUpdateOtpReturnType,
  verifyEmailUpdateOtp,
} from './auth/update-email.js'
export type { SessionCore } from './core/core.js'
export { type CoreOptions, createAppKitCore } from './core/create-core.js'
export { destroyCore } from './core/destroy-core.js'
export type { SessionEvents, SessionFailure } from './core/session-events.js'
export {
  type SubscribeEventsParameters,
  type SubscribeEventsReturnType,
  subscribeEvents,
} from './core/track.js'
export {
  type ConnectMethod,
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  connectWallet,
} from './session/connect-wallet.js'
export {
  type DisconnectWalletErrorType,
  type DisconnectWalletParameters,
  type DisconnectWalletReturnType,
  disconnectWallet,
} from './session/disconnect-wallet.js'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from './session/fetch-balance.js'
export {
  type FindConnectorOfParameters,
  type FindConnectorOfReturnType,
  findConnectorOf,
} from './session/find-connector-of.js'
export {
  type ProviderOfParameters,
  type ProviderOfReturnType,
  providerOf,
} from './session/provider-of.js'
export { type ReconnectErrorType, type ReconnectReturnType, reconnect } from './session/reconnect.js'
export { type ReadRecentWalletsReturnType, readRecentWallets } from './session/remembered-connections.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './session/sign-message.js'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './session/switch-connection.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './session/switch-network.js'
export {
  type HasSiwxSessionErrorType,
  type HasSiwxSessionParameters,
  type HasSiwxSessionReturnType,
  hasSiwxSession,
} from './siwx/has-siwx-session.js'
export { type SignInWithXErrorType, type SignInWithXReturnType, signInWithX } from './siwx/sign-in-with-x.js'
export { type SiwxAccount, type SiwxAccountReturnType, siwxAccount } from './siwx/siwx-account.js'
export type { ActivityState } from './state/activity.js'
export { type ChainState, type ChainsState, getActiveChain } from './state/chains.js'
export {
  type Connection,
  type ConnectionStatus,
  type ConnectionsState,
  getConnectionStatus,
} from './state/connections.js'
export { findConnector } from './state/connectors.js'
export type { EmailLoginState } from './state/email-login.js'
export type { AppKitEvent, AppKitEventName } from './state/events.js'
export type { ConnectMethodName, Features, Metadata, WalletFeatureName } from './state/options.js'
export { type SiwxState, siwxKey } from './state/siwx.js'
export type { AccountState, AccountStatus, TokenAmount } from './types/account.js'
export type {
  AccountApi,
  ActivityPage,
  ActivityTransaction,
  ActivityTransfer,
  Identity,
  NameSuggestion,
  TokenBalance,
} from './types/account-api.js'
export type { ChainAdapter, NamespaceProvider, NamespaceProviders } from './types/adapter.js'
export {
  type Connector,
  type ConnectorRef,
  type ConnectorType,
  connectorKey,
  connectorNamespaces,
  servesNamespace,
} from './types/connector.js'
export type { EmailConnectAction, EmailUpdateAction } from './types/embedded-wallet.js'
export type {
  OnrampApi,
  OnrampOptions,
  OnrampPurchaseStatus,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from './types/onramp-api.js'
export type { RemoteFeatureName, RemoteFeatures } from './types/remote-features.js'
export type { Cacao, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from './types/siwx.js'
export { createApiCacheStore } from './utils/api-cache-store.js'
export type { KeyValueBackend, StorageOwner } from './utils/storage.js'
