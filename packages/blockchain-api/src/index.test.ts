import { describe, expect, it } from 'vitest'
import * as api from './index.js'

// Controllers and the lab are written against these names; removing or renaming one is a breaking change.
const PUBLIC_VALUES = [
  'createExplorerClient',
  'DEFAULT_SDK_TYPE',
  'createImageCache',
  'IMAGE_CACHE_KEYS',
  'createObjectUrlLoader',
  'defaultImageLoader',
  'recordUrlLoader',
  'HttpRequestError',
  'ImagePreloadTimeoutError',
  'InvalidBaseUrlError',
  'InvalidResponseError',
  'NetworkRequestError',
  'RequestAbortedError',
  'explorerWalletSchema',
  'getWalletsResponseSchema',
  'analyticsConfigSchema',
  'injectedEntrySchema',
  'createBlockchainApiClient',
  'createAccountApi',
  'createMemoryCacheStore',
  'createRpcTransport',
  'alertCodeOf',
  'InvalidAddressError',
  'InvalidParameterError',
  'InvalidRpcResponseError',
  'RequestTimeoutError',
  'RpcError',
  'supportedChainsSchema',
  'tokenBalanceSchema',
  'balancesResponseSchema',
  'fungiblePriceSchema',
  'fungiblePricesResponseSchema',
  'transactionSchema',
  'historyResponseSchema',
  'identitySchema',
  'walletAssetSchema',
  'walletAssetsSchema',
]

describe('@appkit/blockchain-api', () => {
  it('exports exactly its public API', () => {
    expect(Object.keys(api).sort()).toEqual([...PUBLIC_VALUES].sort())
  })
})
