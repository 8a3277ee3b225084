import { CACHE_LIFETIME_MS, RPC_TIMEOUT_MS } from '@appkit/common'
import type { RemoteFeatures } from '@appkit/controllers'
import type { z } from 'zod'
import {
  allowedOriginsSchema,
  balancesResponseSchema,
  type FungiblePrice,
  fungiblePricesResponseSchema,
  historyResponseSchema,
  type Identity,
  identitySchema,
  type NameProfile,
  type NameSuggestion,
  nameProfileSchema,
  nameSuggestionsSchema,
  namesOfAddressSchema,
  registeredNameSchema,
  type SupportedChains,
  supportedChainsSchema,
  type TokenBalance,
  type Transaction,
  type WalletAssets,
  walletAssetsSchema,
} from './api-schemas.js'
import { buildUrl, normalizeBaseUrl, type QueryValue } from './build-url.js'
import { type CacheStore, createMemoryCacheStore } from './cache-store.js'
import { RequestAbortedError } from './errors.js'
import { DEFAULT_SDK_TYPE, type RequestOptions } from './explorer-client.js'
import type { FetchFn } from './fetch-body.js'
import { createInflight } from './inflight.js'
import {
  addressKey,
  checkAddress,
  checkChainId,
  checkCurrency,
  checkCursor,
  checkEvmChainHex,
  checkList,
  checkTimeout,
  checkToken,
  tokenKey,
} from './params.js'
import { remoteConfigSchema } from './remote-features-schema.js'
import { parseResponse, requestJson } from './request-json.js'
import { cacheKey, createResponseCache } from './response-cache.js'
import { createRpcTransport, type RpcTransport } from './rpc-transport.js'

export interface BlockchainApiClientOptions {
  /** Where the blockchain API lives, e.g. `http://127.0.0.1:8787`; a path prefix is kept. */
  baseUrl: string
  projectId: string
  /** Sent as `st` on every call; default 'appkit'. */
  sdkType?: string
  /** Sent as `sv` on every call. */
  sdkVersion: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchFn
  /** Where answers are cached; default in memory. The SDK plugs in one over localStorage. */
  cache?: CacheStore
  /** Per request (and per JSON-RPC POST); default RPC_TIMEOUT_MS, 10 s. */
  timeoutMs?: number
  /** The clock of the cache, in ms; default `Date.now`. */
  now?: () => number
}

export interface GetBalancesParams {
  address: string
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string
  /** Default 'usd'. */
  currency?: string
  /** A token's CAIP-10: the service reads it again now, and the cache is bypassed. */
  forceUpdate?: string
}

export interface GetTokenPricesParams {
  /** CAIP-10 token addresses; the native coin as `eip155:{id}:0xeeee…eeee`. */
  addresses: readonly string[]
  /** Default 'usd'. */
  currency?: string
}

export interface GetHistoryParams {
  address: string
  /** CAIP-2. */
  chainId: string
  /** The previous page's `next`; absent for the first page. */
  cursor?: string
  /** Skip the cache (the account just sent something); the answer is still stored. */
  fresh?: boolean
}

export interface GetIdentityParams {
  /** An EVM address. */
  address: string
  /** Who asks (an EVM address); does not change the answer, so not part of the cache key. */
  sender?: string
}

export interface GetWalletAssetsParams {
  /** An EVM address. */
  account: string
  /** CAIP-2 eip155 ids; the call goes to the first one's JSON-RPC endpoint. */
  chainIds: readonly string[]
}

export interface RegisterNameParams {
  /** SLIP-44: 60 for an EVM address. */
  coinType: number
  address: string
  /** The JSON message the address signed: `{ name, attributes, timestamp }`. */
  message: string
  signature: string
}

/** One page of history, newest first; `next` is absent on the last page. */
export interface HistoryPage {
  data: Transaction[]
  next?: string
}

export interface BlockchainApiClient {
  /** GET /projects/v1/origins: the origins the project's pages may run on; shared while under way. */
  getAllowedOrigins(options?: RequestOptions): Promise<string[]>
  /** GET /appkit/v1/config: the flags the project sets (spec §7); shared while under way. */
  getRemoteFeatures(options?: RequestOptions): Promise<RemoteFeatures>
  /** GET /v1/supported-chains. */
  getSupportedChains(options?: RequestOptions): Promise<SupportedChains>
  /** GET /v1/account/{address}/balance; cached 30 s (the portfolio) unless `forceUpdate`. */
  getBalances(params: GetBalancesParams, options?: RequestOptions): Promise<TokenBalance[]>
  /** POST /v1/fungible/price; cached 15 s. No request (and `[]`) for an empty list. */
  getTokenPrices(params: GetTokenPricesParams, options?: RequestOptions): Promise<FungiblePrice[]>
  /** GET /v1/account/{address}/history; cached 15 s per address, chain and cursor, unless `fresh`. */
  getHistory(params: GetHistoryParams, options?: RequestOptions): Promise<HistoryPage>
  /** GET /v1/identity/{address}; cached 5 min per address. */
  getIdentity(params: GetIdentityParams, options?: RequestOptions): Promise<Identity>
  /** GET /v1/profile/account/{name} (apiVersion 2): the name's entry, cached 5 min; unknown: a 404. */
  getNameProfile(params: { name: string }, options?: RequestOptions): Promise<NameProfile>
  /** GET /v1/profile/reverse/{address} (apiVersion 2): the address's names, cached 5 min. */
  getNamesOfAddress(params: { address: string }, options?: RequestOptions): Promise<NameProfile[]>
  /** GET /v1/profile/suggestions/{name}?zone=…: names like it, and whether each is taken. */
  getNameSuggestions(
    params: { name: string; zone: string },
    options?: RequestOptions,
  ): Promise<NameSuggestion[]>
  /**
   * POST /v1/profile/account: registers the name of a signed message. Forgets what the caches
   * knew of the address and the name, so the new name shows at once.
   */
  registerName(params: RegisterNameParams, options?: RequestOptions): Promise<NameProfile>
  /** `wallet_getAssets` on the JSON-RPC endpoint, through `rpc()`; not cached. */
  getWalletAssets(params: GetWalletAssetsParams, options?: RequestOptions): Promise<WalletAssets>
  /** The JSON-RPC endpoint of a CAIP-2 chain: `{baseUrl}/v1/?chainId=…&projectId=…&st=…&sv=…`. */
  rpcUrl(chainId: string): string
  /** The batching JSON-RPC transport of that endpoint; one per chain, shared by every caller. */
  rpc(chainId: string): RpcTransport
}

const historyPageSchema = historyResponseSchema.transform(
  ({ data, next }): HistoryPage => (next == null ? { data } : { data, next }),
)
const balancesSchema = balancesResponseSchema.shape.balances
const pricesSchema = fungiblePricesResponseSchema.shape.fungibles

/**
 * A client for the blockchain API of spec §7 (wire contract: API.md). Parameters are checked before
 * anything is sent; every request carries `projectId`, `st` and `sv`, gives up after `timeoutMs`,
 * and has its answer checked against `api-schemas.ts`. Identical requests under way share one
 * request; balances, prices, history and identity are cached for spec §9's lifetimes.
 * Throws `InvalidBaseUrlError` (or `InvalidParameterError` for the timeout) at once.
 */
export function createBlockchainApiClient(options: BlockchainApiClientOptions): BlockchainApiClient {
  const base = normalizeBaseUrl(options.baseUrl)
  // Looked up per call, not captured: a test may stub fetch later, and a detached window.fetch
  // throws "Illegal invocation" in some browsers.
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = checkTimeout(options.timeoutMs ?? RPC_TIMEOUT_MS)
  const now = options.now ?? (() => Date.now())
  const cache = createResponseCache(options.cache ?? createMemoryCacheStore(), now)
  const inflight = createInflight()
  const transports = new Map<string, RpcTransport>()
  const identity = {
    projectId: options.projectId,
    st: options.sdkType ?? DEFAULT_SDK_TYPE,
    sv: options.sdkVersion,
  }
  const url = (path: string, query: Record<string, QueryValue> = {}) =>
    buildUrl(base, path, { ...identity, ...query })
  const get = <T>(
    path: string,
    query: Record<string, QueryValue>,
    schema: z.ZodType<T>,
    signal: AbortSignal,
  ) => requestJson(fetchFn, url(path, query), schema, { signal, timeoutMs })

  /**
   * A cached read: a fresh hit answers at once; otherwise the request is shared with any identical
   * one under way and its answer stored, stamped with when it was asked for. `force` (a balance's
   * forceUpdate) skips the read but still stores the answer.
   */
  function cached<T>(
    key: string,
    lifetimeMs: number,
    schema: z.ZodType<T>,
    load: (signal: AbortSignal) => Promise<T>,
    signal: AbortSignal | undefined,
    force?: string,
  ): Promise<T> {
    if (signal?.aborted) {
      return Promise.reject(new RequestAbortedError({ details: key, cause: signal.reason }))
    }
    if (force === undefined) {
      const hit = cache.read(key, schema, lifetimeMs)
      if (hit !== undefined) return Promise.resolve(hit)
    }
    const sharedKey = force === undefined ? key : `${key}#force=${encodeURIComponent(force)}`
    return inflight.run(
      sharedKey,
      async (shared) => {
        const started = now()
        const value = await load(shared)
        cache.write(key, value, started)
        return value
      },
      signal,
    )
  }

  // chainId first, in spec §7's order: `{rpcUrl}/v1/?chainId=…&projectId=…`.
  const rpcUrl = (chainId: string) =>
    buildUrl(base, '/v1/', { chainId: checkChainId(chainId).id, ...identity })

  function rpc(chainId: string): RpcTransport {
    const { id } = checkChainId(chainId)
    let transport = transports.get(id)
    if (transport === undefined) {
      transport = createRpcTransport({ url: rpcUrl(id), fetch: fetchFn, timeoutMs })
      transports.set(id, transport)
    }
    return transport
  }

  return {
    async getAllowedOrigins({ signal } = {}) {
      const answer = await inflight.run(
        'allowedOrigins',
        (shared) => get('/projects/v1/origins', {}, allowedOriginsSchema, shared),
        signal,
      )
      return answer.allowedOrigins
    },

    async getRemoteFeatures({ signal } = {}) {
      const answer = await inflight.run(
        'remoteFeatures',
        (shared) => get('/appkit/v1/config', {}, remoteConfigSchema, shared),
        signal,
      )
      // Absent flags stay absent: the dapp's value of each stands (the core's merge).
      return Object.fromEntries(
        Object.entries(answer.features).filter(([, value]) => value !== undefined),
      ) as RemoteFeatures
    },

    async getSupportedChains({ signal } = {}) {
      return inflight.run(
        'supportedChains',
        (shared) => get('/v1/supported-chains', {}, supportedChainsSchema, shared),
        signal,
      )
    },

    async getBalances(params, { signal } = {}) {
      const chain = checkChainId(params.chainId)
      const address = checkAddress(params.address, chain.namespace, 'address')
      const currency = checkCurrency(params.currency ?? 'usd')
      const forceUpdate =
        params.forceUpdate === undefined ? undefined : checkToken(params.forceUpdate, 'forceUpdate')
      const key = cacheKey('portfolio', [chain.id, addressKey(chain.namespace, address), currency])
      return cached(
        key,
        CACHE_LIFETIME_MS.portfolio,
        balancesSchema,
        async (shared) => {
          const path = `/v1/account/${encodeURIComponent(address)}/balance`
          const query = { currency, chainId: chain.id, forceUpdate }
          return (await get(path, query, balancesResponseSchema, shared)).balances
        },
        signal,
        forceUpdate,
      )
    },

    async getTokenPrices(params, { signal } = {}) {
      const tokens = checkList(params.addresses, 'addresses', 0).map((token, index) =>
        checkToken(token, `addresses[${index}]`),
      )
      const currency = checkCurrency(params.currency ?? 'usd')
      if (tokens.length === 0) return []
      return cached(
        cacheKey('tokenPrice', [currency, ...tokens.map(tokenKey)]),
        CACHE_LIFETIME_MS.tokenPrice,
        pricesSchema,
        async (shared) => {
          const json = { projectId: options.projectId, currency, addresses: tokens }
          const body = await requestJson(fetchFn, url('/v1/fungible/price'), fungiblePricesResponseSchema, {
            json,
            signal: shared,
            timeoutMs,
          })
          return body.fungibles
        },
        signal,
      )
    },

    async getHistory(params, { signal } = {}) {
      const chain = checkChainId(params.chainId)
      const address = checkAddress(params.address, chain.namespace, 'address')
      const cursor = checkCursor(params.cursor)
      const key = cacheKey('transactionHistory', [
        chain.id,
        addressKey(chain.namespace, address),
        cursor ?? '',
      ])
      return cached(
        key,
        CACHE_LIFETIME_MS.transactionHistory,
        historyPageSchema,
        (shared) =>
          get(
            `/v1/account/${encodeURIComponent(address)}/history`,
            { chainId: chain.id, cursor },
            historyPageSchema,
            shared,
          ),
        signal,
        params.fresh ? 'fresh' : undefined,
      )
    },

    async getIdentity(params, { signal } = {}) {
      const address = checkAddress(params.address, 'eip155', 'address')
      const sender = params.sender === undefined ? undefined : checkAddress(params.sender, 'eip155', 'sender')
      return cached(
        cacheKey('identity', [addressKey('eip155', address)]),
        CACHE_LIFETIME_MS.identity,
        identitySchema,
        (shared) => get(`/v1/identity/${encodeURIComponent(address)}`, { sender }, identitySchema, shared),
        signal,
      )
    },

    async getNameProfile({ name }, { signal } = {}) {
      return cached(
        cacheKey('nameService', ['name', name.toLowerCase()]),
        CACHE_LIFETIME_MS.nameService,
        nameProfileSchema,
        (shared) =>
          get(
            `/v1/profile/account/${encodeURIComponent(name)}`,
            { apiVersion: 2 },
            nameProfileSchema,
            shared,
          ),
        signal,
      )
    },

    async getNamesOfAddress(params, { signal } = {}) {
      const address = checkAddress(params.address, 'eip155', 'address')
      return cached(
        cacheKey('nameService', ['address', addressKey('eip155', address)]),
        CACHE_LIFETIME_MS.nameService,
        namesOfAddressSchema,
        (shared) =>
          get(
            `/v1/profile/reverse/${encodeURIComponent(address)}`,
            { apiVersion: 2 },
            namesOfAddressSchema,
            shared,
          ),
        signal,
      )
    },

    async getNameSuggestions({ name, zone }, { signal } = {}) {
      const shared = signal ?? new AbortController().signal
      const path = `/v1/profile/suggestions/${encodeURIComponent(name)}`
      return (await get(path, { zone }, nameSuggestionsSchema, shared)).suggestions
    },

    async registerName(params, { signal } = {}) {
      const address = checkAddress(params.address, 'eip155', 'address')
      const json = {
        coin_type: params.coinType,
        address,
        message: params.message,
        signature: params.signature,
      }
      const { success: _, ...entry } = await requestJson(
        fetchFn,
        url('/v1/profile/account'),
        registeredNameSchema,
        {
          json,
          signal,
          timeoutMs,
        },
      )
      cache.forget(cacheKey('identity', [addressKey('eip155', address)]))
      cache.forget(cacheKey('nameService', ['address', addressKey('eip155', address)]))
      cache.forget(cacheKey('nameService', ['name', entry.name.toLowerCase()]))
      return entry
    },

    async getWalletAssets(params, { signal } = {}) {
      const account = checkAddress(params.account, 'eip155', 'account')
      const chainIds = checkList(params.chainIds, 'chainIds', 1) as readonly string[]
      const chainFilter = chainIds.map((chainId, index) => checkEvmChainHex(chainId, `chainIds[${index}]`))
      const transport = rpc(chainIds[0]!)
      return inflight.run(
        cacheKey('walletAssets', [addressKey('eip155', account), ...chainFilter]),
        async (shared) => {
          const request = { method: 'wallet_getAssets', params: [{ account, chainFilter }] }
          return parseResponse(walletAssetsSchema, await transport.request(request, { signal: shared }))
        },
        signal,
      )
    },

    rpcUrl,
    rpc,
  }
}
