import {
  FEATURED_DEFAULT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  RECOMMENDED_PER_FETCH,
  SEARCH_IMAGE_WAIT_MS,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
} from '@appkit/common'
import { showAlert } from '../state/alert.js'
import { chainsState } from '../state/chains.js'
import { connectorsState } from '../state/connectors.js'
import { optionsState } from '../state/options.js'
import { frozen, walletListState } from '../state/wallet-list.js'
import type { ExplorerSource, ExplorerWallet, GetWalletsParams } from '../types/explorer.js'
import { preloadImages } from '../utils/preload-images.js'
import { explorer } from './explorer-source.js'

/** Only wallets that support one of the dapp's networks (spec: filter by the dapp's chains). */
function dappChains(): string[] {
  return Object.values(chainsState.chains).flatMap(
    (c) => c?.requestedCaipNetworks.map((n) => n.caipNetworkId) ?? [],
  )
}

function baseParams(): Omit<GetWalletsParams, 'page' | 'entries'> {
  const { includeWalletIds, excludeWalletIds } = optionsState
  return {
    chains: dappChains(),
    include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length > 0 ? excludeWalletIds : undefined,
  }
}

/** Installed wallets are listed from the browser; the explorer's copy of them is left out. */
function notInstalled(wallets: ExplorerWallet[]): ExplorerWallet[] {
  const installed = new Set(connectorsState.connectors.map((c) => c.info?.rdns).filter(Boolean))
  return wallets.filter((w) => !w.rdns || !installed.has(w.rdns))
}

async function imageUrls(wallets: ExplorerWallet[]): Promise<string[]> {
  const api = await explorer()
  return api ? wallets.flatMap((w) => (w.image_id ? [api.walletImageUrl(w.image_id)] : [])) : []
}

function failed(error: unknown): void {
  walletListState.error = error instanceof Error ? error.message : String(error)
  showAlert('APKT003')
}

/** One load per explorer: keyed by its source, so a new createAppKit loads afresh. */
const featuredLoads = new WeakMap<Promise<ExplorerSource>, Promise<void>>()

/**
 * Featured (the dapp's, in its order) and recommended wallets for the Connect view. Loaded once
 * per explorer however often the view opens, shared while in flight, tried again after a failure.
 */
export function fetchFeaturedWallets(): Promise<void> {
  const api = explorer()
  if (!api) return Promise.resolve()
  let load = featuredLoads.get(api)
  if (!load) {
    load = loadFeatured(api).then((ok) => {
      if (!ok) featuredLoads.delete(api)
    })
    featuredLoads.set(api, load)
  }
  return load
}

async function loadFeatured(api: Promise<ExplorerSource>): Promise<boolean> {
  try {
    const client = await api
    const featuredIds = optionsState.featuredWalletIds.slice(0, FEATURED_DEFAULT)
    const featured = featuredIds.length
      ? (await client.getWallets({ page: 1, entries: featuredIds.length, include: featuredIds })).data
      : []
    featured.sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    const recommended = await client.getWallets({
      ...baseParams(),
      page: 1,
      entries: RECOMMENDED_PER_FETCH * 2,
      exclude: [...(baseParams().exclude ?? []), ...featuredIds],
    })
    const shown = notInstalled(featured)
    const rest = notInstalled(recommended.data).slice(0, RECOMMENDED_PER_FETCH)
    await preloadImages(await imageUrls([...shown, ...rest]), IMAGE_PRELOAD_TIMEOUT_MS)
    walletListState.featured = frozen(shown)
    walletListState.recommended = frozen(rest)
    walletListState.count = recommended.count
    return true
  } catch (error) {
    failed(error)
    return false
  }
}

/** The next page of AllWallets (spec §9: 40 a page); one request at a time, none past the end. */
export async function fetchNextWalletsPage(): Promise<void> {
  const api = explorer()
  const { page, count, loading } = walletListState
  if (!api || loading || (page > 0 && page * WALLETS_PAGE_SIZE >= count)) return
  walletListState.loading = true
  try {
    const client = await api
    const result = await client.getWallets({ ...baseParams(), page: page + 1, entries: WALLETS_PAGE_SIZE })
    const known = new Set(walletListState.wallets.map((w) => w.id))
    const shown = notInstalled(result.data)
    walletListState.hiddenInstalled += result.data.length - shown.length
    walletListState.wallets.push(...frozen(shown.filter((w) => !known.has(w.id))))
    walletListState.count = result.count
    walletListState.page = page + 1
  } catch (error) {
    failed(error)
  } finally {
    walletListState.loading = false
  }
}

let searchController: AbortController | undefined

/** Searches by name (term trimmed; spec §9: up to 100 results); a newer search cancels the older. */
export async function searchWallets(term: string): Promise<void> {
  const trimmed = term.trim()
  searchController?.abort()
  const api = explorer()
  walletListState.search = { term: trimmed, wallets: [], count: 0, loading: Boolean(api && trimmed) }
  if (!api || !trimmed) return
  const controller = new AbortController()
  searchController = controller
  try {
    const client = await api
    const result = await client.getWallets(
      { ...baseParams(), page: 1, entries: WALLETS_SEARCH_SIZE, search: trimmed },
      { signal: controller.signal },
    )
    await preloadImages(await imageUrls(result.data), SEARCH_IMAGE_WAIT_MS)
    if (controller.signal.aborted) return
    walletListState.search = {
      term: trimmed,
      wallets: frozen(notInstalled(result.data)),
      count: result.count,
      loading: false,
    }
  } catch (error) {
    if (controller.signal.aborted) return
    walletListState.search.loading = false
    failed(error)
  }
}
