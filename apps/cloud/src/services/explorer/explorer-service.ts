import type { ServerResponse } from 'node:http'
import { SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
import { sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { type CatalogueStore, createCatalogueStore } from './catalogue-store.js'
import { readExplorerWalletCount } from './explorer-config.js'
import { type ExplorerRoute, matchExplorerRoute } from './explorer-routes.js'
import { missingIdentity } from './identity.js'
import { sendImage } from './image-endpoints.js'
import { selectWallets } from './select-wallets.js'
import { parseWalletQuery } from './wallet-query.js'

export interface ExplorerServiceOptions {
  /** Default catalogue size; `EXPLORER_WALLETS` or 2,000 when absent. */
  walletCount?: number
  /** How long `fault=slow` waits; tests shorten it. */
  slowMs?: number
}

/**
 * The wallet explorer of spec §7: GET /getWallets, /getAnalyticsConfig and the image endpoints,
 * with CORS for pages on other ports and `fault=` for error-handling tests. See the README.
 */
export function explorerService(options: ExplorerServiceOptions = {}): Service {
  const store = createCatalogueStore(options.walletCount ?? readExplorerWalletCount(process.env))
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  return {
    async handle(req, res, requestUrl) {
      const url = withCataloguePrefix(requestUrl)
      const route = matchExplorerRoute(url.pathname)
      if (route === undefined) return false
      if (!(await guardRequest(req, res, url, { allowed: ['GET', 'HEAD'], slowMs }))) {
        answer(res, url, route, store)
      }
      return true
    },
  }
}

/**
 * `/catalogue/10000/getWallets` is `/getWallets?catalogue=10000`: a dapp's explorer URL can pick a
 * catalogue size as a path prefix, since clients keep a base path but not a base query.
 */
export function withCataloguePrefix(url: URL): URL {
  const match = /^\/catalogue\/(\d+)(\/.*)$/.exec(url.pathname)
  if (!match) return url
  const rewritten = new URL(url)
  rewritten.pathname = match[2]!
  if (!rewritten.searchParams.has('catalogue')) rewritten.searchParams.set('catalogue', match[1]!)
  return rewritten
}

function answer(res: ServerResponse, url: URL, route: ExplorerRoute, store: CatalogueStore) {
  // Images are fetched by <img> tags and caches too; the client adds the identity to their URLs,
  // but a missing one is no reason to show a broken image, so only the JSON calls insist on it.
  if (route.kind === 'image') return sendImage(res, store, route.image, route.id)
  const missing = missingIdentity(url.searchParams)
  if (missing !== undefined) return sendCorsError(res, 400, missing)
  if (route.kind === 'analyticsConfig') return sendCorsJson(res, 200, { isAnalyticsEnabled: false })
  const parsed = parseWalletQuery(url.searchParams)
  if (!parsed.ok) return sendCorsError(res, 400, parsed.message)
  const catalogue = store.get(parsed.query.catalogueSize)
  return sendCorsJson(res, 200, selectWallets(catalogue.wallets, parsed.query))
}
