export { snapshot, subscribe } from 'valtio/vanilla'
export { connectWallet } from './actions/connect-wallet.js'
export { disconnectWallet } from './actions/disconnect-wallet.js'
export { walletImageUrl } from './actions/explorer-source.js'
export { fetchBalance } from './actions/fetch-balance.js'
export { fetchFeaturedWallets, fetchNextWalletsPage, searchWallets } from './actions/fetch-wallets.js'
export { guardProvider, type RequestProvider } from './actions/guard-provider.js'
export { type InitializeOptions, initialize } from './actions/initialize.js'
export { closeModal, goBack, type OpenModalOptions, openModal } from './actions/modal.js'
export {
  connectFromModal,
  disconnectConnectionFromModal,
  disconnectFromModal,
  switchActiveChain,
  switchConnectionFromModal,
  switchNetworkFromModal,
} from './actions/modal-flows.js'
export { hasPendingConnection } from './actions/pending-connection.js'
export { reconnect } from './actions/reconnect.js'
export { readRecentWalletIds } from './actions/remembered-connections.js'
export { resetState } from './actions/reset.js'
export { installedConnectorOf, selectWallet, walletConnectConnector } from './actions/select-wallet.js'
export { signMessage } from './actions/sign-message.js'
export { switchConnection } from './actions/switch-connection.js'
export { switchNetwork } from './actions/switch-network.js'
export { alertState, hideAlert, showAlert } from './state/alert.js'
export { type ChainState, type ChainsState, chainsState, getActiveChain, getChain } from './state/chains.js'
export {
  assertConnectionStatus,
  CONNECTION_STATUSES,
  type Connection,
  type ConnectionStatus,
  connectionsState,
  getConnectionStatus,
  getConnections,
} from './state/connections.js'
export { connectorsState, findConnector } from './state/connectors.js'
export {
  type AppKitEvent,
  type AppKitEventName,
  emitEvent,
  eventsState,
  subscribeEvents,
} from './state/events.js'
export { modalState, shakeModal } from './state/modal.js'
export {
  DEFAULT_FEATURES,
  type Features,
  type Metadata,
  type OptionsState,
  optionsState,
  type SiwxGate,
  type WalletConnectOptions,
} from './state/options.js'
export { pushView, type RouterData, replaceView, resetView, routerState } from './state/router.js'
export { hideSnack, type SnackVariant, showSnack, snackState } from './state/snack.js'
export {
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
  themeState,
} from './state/theme.js'
export { setWalletConnectUri, type WalletConnectState, walletConnectState } from './state/wallet-connect.js'
export { type WalletListState, walletListState } from './state/wallet-list.js'
export type { AccountState, AccountStatus } from './types/account.js'
export { emptyAccountState } from './types/account.js'
export type { AdapterAccount, AdapterContext, AdapterEvents, ChainAdapter } from './types/adapter.js'
export type { Connector, ConnectorType } from './types/connector.js'
export type { ExplorerSource, ExplorerWallet, GetWalletsParams } from './types/explorer.js'
export { VIEWS, type View } from './types/views.js'
export { clearCache, readCache, writeCache } from './utils/cache.js'
export { readStorage, removeStorage, STORAGE_KEYS, type StorageKey, writeStorage } from './utils/storage.js'
