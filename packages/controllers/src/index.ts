// The public surface of the core, for the UI, the adapters and the umbrella package. Internals
// (state mutators the actions own, storage, caches) stay inside.
export { snapshot, subscribe } from 'valtio/vanilla'
export { fetchActivity, isShownTransaction, refreshActivity } from './account/fetch-activity.js'
export { fetchIdentity } from './account/fetch-identity.js'
export { fetchTokenBalances, isListedToken } from './account/fetch-token-balances.js'
export { watchPendingTransactions } from './account/watch-pending-transactions.js'
export type {
  AdapterCallErrorType,
  ConnectWalletErrorType,
  CreateAppKitCoreErrorType,
  DisconnectWalletErrorType,
  EstimateSendFeeErrorType,
  FetchBalanceErrorType,
  OpenModalErrorType,
  ReconnectErrorType,
  SendTokensErrorType,
  SignInWithXErrorType,
  SignMessageErrorType,
  SwitchConnectionErrorType,
  SwitchNetworkErrorType,
} from './action-errors.js'
export { type DeferredAdapterSpec, deferredAdapter } from './adapters/deferred-adapter.js'
export { namespaceName } from './adapters/namespace-name.js'
export { emailCooldownLeft } from './auth/email-cooldown.js'
export { connectEmbeddedWallet, verifyEmailOtp, waitForEmailDevice } from './auth/finish-email-login.js'
export { hasEmailLogin } from './auth/has-email-login.js'
export { startEmailLogin } from './auth/start-email-login.js'
export { startEmailUpdate, verifyEmailUpdateOtp } from './auth/update-email.js'
export type { AppKitCore, ModalStore, SessionCore } from './core/core.js'
export { type CoreOptions, createAppKitCore } from './core/create-core.js'
export { destroyCore } from './core/destroy-core.js'
export type { SessionEvents, SessionFailure } from './core/session-events.js'
export { subscribeEvents } from './core/track.js'
export { attachModalFlows } from './modal/attach-modal-flows.js'
export { capturesEmail } from './modal/captures-email.js'
export { closeModal } from './modal/close-modal.js'
export { connectFromModal } from './modal/connect-from-modal.js'
export {
  disconnectConnectionFromModal,
  disconnectFromModal,
  switchConnectionFromModal,
} from './modal/connection-flows.js'
export {
  captureEmailFromModal,
  restartEmailCapture,
  verifyCaptureCodeFromModal,
} from './modal/data-capture-from-modal.js'
export {
  emailDeviceFromModal,
  emailFromModal,
  emailOtpFromModal,
  emailUpdateFromModal,
  emailUpdateOtpFromModal,
  resendEmailFromModal,
} from './modal/email-from-modal.js'
export { goBack } from './modal/go-back.js'
export { switchActiveChain, switchNetworkFromModal } from './modal/network-flows.js'
export { notify } from './modal/notify.js'
export { type OpenModalOptions, openModal } from './modal/open-modal.js'
export { sendFromModal } from './modal/send-from-modal.js'
export { cancelSignInFromModal, signInFromModal } from './modal/siwx-from-modal.js'
export { guardProvider, type RequestProvider } from './rpc/guard-provider.js'
export { estimateSendFee } from './send/estimate-send-fee.js'
export { lookupSendReceiver } from './send/lookup-receiver.js'
export { sendBlocker } from './send/send-blocker.js'
export { chooseSendToken, setSendAmount, setSendMax, setSendReceiver } from './send/send-form.js'
export { isResolvableName, sendReceiver } from './send/send-receiver.js'
export { sendTokens } from './send/send-tokens.js'
export { heldToken, sendableTokens } from './send/sendable-tokens.js'
export { validateSend } from './send/validate-send.js'
export { type ConnectMethod, type ConnectWalletOptions, connectWallet } from './session/connect-wallet.js'
export { disconnectWallet } from './session/disconnect-wallet.js'
export { fetchBalance } from './session/fetch-balance.js'
export { findConnectorOf, providerOf } from './session/provider-of.js'
export { reconnect } from './session/reconnect.js'
export { readRecentWallets } from './session/remembered-connections.js'
export { signMessage } from './session/sign-message.js'
export { switchConnection } from './session/switch-connection.js'
export { switchNetwork } from './session/switch-network.js'
export { hasSiwxSession } from './siwx/has-siwx-session.js'
export { signInWithX } from './siwx/sign-in-with-x.js'
export { siwxAccount } from './siwx/siwx-account.js'
export type { ActivityState } from './state/activity.js'
export { type AlertState, hideAlert } from './state/alert.js'
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
export { type ModalState, yieldModal } from './state/modal.js'
export type { Features, Metadata } from './state/options.js'
export { pushView, type RouterData } from './state/router.js'
export type { SendState } from './state/send.js'
export { type SiwxState, siwxKey } from './state/siwx.js'
export type { SnackKey, SnackMessage, SnackVariant } from './state/snack.js'
export { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from './state/theme.js'
export type { AccountState, AccountStatus, TokenAmount } from './types/account.js'
export type {
  AccountApi,
  ActivityPage,
  ActivityTransaction,
  ActivityTransfer,
  Identity,
  TokenBalance,
} from './types/account-api.js'
export type {
  AdapterAccount,
  AdapterContext,
  AdapterErrorMessages,
  AdapterEvents,
  ChainAdapter,
  NamespaceProvider,
  NamespaceProviders,
  SessionEventsOn,
} from './types/adapter.js'
export type {
  ActivityCapability,
  AdapterCapabilities,
  BalanceCapability,
  FeeCapability,
  IdentityCapability,
  SendCapability,
  SendOutcome,
  SendRequest,
} from './types/capabilities.js'
export {
  type Connector,
  type ConnectorRef,
  type ConnectorType,
  connectorKey,
  connectorNamespaces,
  servesNamespace,
} from './types/connector.js'
export type {
  EmailConnectAction,
  EmailUpdateAction,
  EmbeddedWalletAccess,
  EmbeddedWalletPart,
} from './types/embedded-wallet.js'
export type { ExplorerSource, ExplorerWallet, GetWalletsParams } from './types/explorer.js'
export type { NamespaceInfo } from './types/namespace-info.js'
export type { Cacao, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from './types/siwx.js'
export { VIEWS, type View } from './types/views.js'
export type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  NamespaceAccounts,
  WalletConnectAccess,
  WalletConnectNamespace,
  WalletConnectNamespaceRules,
  WalletConnectRules,
} from './types/wallet-connect.js'
export { createApiCacheStore } from './utils/api-cache-store.js'
export type { KeyValueBackend, StorageOwner } from './utils/storage.js'
export { walletImageUrl } from './wallets/explorer-source.js'
export { fetchFeaturedWallets } from './wallets/fetch-featured-wallets.js'
export { fetchNextWalletsPage } from './wallets/fetch-next-wallets-page.js'
export { searchWallets } from './wallets/search-wallets.js'
export { selectWallet, walletConnectConnector } from './wallets/select-wallet.js'
