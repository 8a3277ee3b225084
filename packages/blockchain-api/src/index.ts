export { type AccountApiOptions, createAccountApi } from './account-api.js'
export { alertCodeOf, type RequestAlertCode } from './alert-code.js'
export {
  type BalancesResponse,
  balancesResponseSchema,
  type FungiblePrice,
  fungiblePriceSchema,
  fungiblePricesResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
  type Identity,
  identitySchema,
  type SupportedChains,
  supportedChainsSchema,
  type TokenBalance,
  type Transaction,
  type Transfer,
  tokenBalanceSchema,
  transactionSchema,
  type WalletAsset,
  type WalletAssets,
  walletAssetSchema,
  walletAssetsSchema,
} from './api-schemas.js'
export {
  type BlockchainApiClient,
  type BlockchainApiClientOptions,
  createBlockchainApiClient,
  type GetBalancesParams,
  type GetHistoryParams,
  type GetIdentityParams,
  type GetTokenPricesParams,
  type GetWalletAssetsParams,
  type HistoryPage,
} from './blockchain-api-client.js'
export { type CacheEntry, type CacheStore, createMemoryCacheStore } from './cache-store.js'
export * from './errors.js'
export {
  createExplorerClient,
  DEFAULT_SDK_TYPE,
  type ExplorerClient,
  type ExplorerClientOptions,
  type GetWalletsParams,
  type RequestOptions,
} from './explorer-client.js'
export type { FetchFn } from './fetch-body.js'
export {
  createImageCache,
  IMAGE_CACHE_KEYS,
  type ImageCache,
  type ImageCacheEntry,
  type ImageCacheKey,
  type ImageCacheOptions,
} from './image-cache.js'
export {
  createObjectUrlLoader,
  defaultImageLoader,
  type ImageLoader,
  recordUrlLoader,
} from './image-loader.js'
export {
  createRpcTransport,
  type RpcRequest,
  type RpcTransport,
  type RpcTransportOptions,
} from './rpc-transport.js'
export {
  type AnalyticsConfig,
  analyticsConfigSchema,
  type ExplorerWallet,
  explorerWalletSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  type InjectedEntry,
  injectedEntrySchema,
} from './schemas.js'
