import { buildUrl, normalizeBaseUrl, type QueryValue } from './build-url.js'
import type { FetchFn } from './fetch-body.js'
import { requestJson } from './request-json.js'
import {
  type AnalyticsConfig,
  analyticsConfigSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
} from './schemas.js'

export interface ExplorerClientOptions {
  /** Where the explorer lives, e.g. `http://127.0.0.1:8787`; a path prefix is kept. */
  baseUrl: string
  projectId: string
  /** Sent as `st` on every call. */
  sdkType?: string
  /** Sent as `sv` on every call. */
  sdkVersion: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchFn
}

/** Filters of GET /getWallets; lists go on the wire comma-separated, camelCase names in snake_case. */
export interface GetWalletsParams {
  /** 1-based. */
  page?: number
  /** Page size; the explorer caps it at 100. */
  entries?: number
  /** Case-insensitive match on the name; trimmed here, as spec §5 asks. */
  search?: string
  /** Explorer ids to keep (all others are dropped). */
  include?: readonly string[]
  /** Explorer ids to drop. */
  exclude?: readonly string[]
  /** Sent as `badge_type`, e.g. 'certified'. */
  badgeType?: string
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[]
  /** Exact wallet names. */
  names?: readonly string[]
  /** Exact reverse-domain names. */
  rdns?: readonly string[]
}

export interface RequestOptions {
  signal?: AbortSignal
}

export interface ExplorerClient {
  getWallets(params?: GetWalletsParams, options?: RequestOptions): Promise<GetWalletsResponse>
  getAnalyticsConfig(options?: RequestOptions): Promise<AnalyticsConfig>
  walletImageUrl(imageId: string): string
  assetImageUrl(id: string): string
  currencyImageUrl(id: string): string
  tokenImageUrl(id: string): string
}

export const DEFAULT_SDK_TYPE = 'appkit'

/**
 * A client for the wallet explorer of spec §7. Every call, image URLs included, carries
 * `projectId`, `st` and `sv`; every JSON answer is checked against `schemas.ts`; every failure is
 * one of the typed errors of `errors.ts`. Throws `InvalidBaseUrlError` at once for a bad base URL.
 */
export function createExplorerClient(options: ExplorerClientOptions): ExplorerClient {
  const base = normalizeBaseUrl(options.baseUrl)
  // Looked up per call, not captured: a test may stub fetch later, and a detached window.fetch
  // throws "Illegal invocation" in some browsers.
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const identity = {
    projectId: options.projectId,
    st: options.sdkType ?? DEFAULT_SDK_TYPE,
    sv: options.sdkVersion,
  }
  const url = (path: string, query: Record<string, QueryValue> = {}) =>
    buildUrl(base, path, { ...identity, ...query })
  const imageUrl = (path: string, id: string) => url(`${path}/${encodeURIComponent(id)}`)

  return {
    getWallets(params = {}, { signal } = {}) {
      const query = {
        page: params.page,
        entries: params.entries,
        search: params.search?.trim(),
        include: params.include,
        exclude: params.exclude,
        badge_type: params.badgeType,
        chains: params.chains,
        names: params.names,
        rdns: params.rdns,
      }
      return requestJson(fetchFn, url('/getWallets', query), getWalletsResponseSchema, { signal })
    },
    getAnalyticsConfig({ signal } = {}) {
      return requestJson(fetchFn, url('/getAnalyticsConfig'), analyticsConfigSchema, { signal })
    },
    walletImageUrl: (imageId) => imageUrl('/getWalletImage', imageId),
    assetImageUrl: (id) => imageUrl('/public/getAssetImage', id),
    currencyImageUrl: (id) => imageUrl('/public/getCurrencyImage', id),
    tokenImageUrl: (id) => imageUrl('/public/getTokenImage', id),
  }
}
