export {
  HttpRequestError,
  ImagePreloadTimeoutError,
  InvalidBaseUrlError,
  InvalidResponseError,
  NetworkRequestError,
  RequestAbortedError,
} from './errors.js'
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
  type AnalyticsConfig,
  analyticsConfigSchema,
  type ExplorerWallet,
  explorerWalletSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  type InjectedEntry,
  injectedEntrySchema,
} from './schemas.js'
