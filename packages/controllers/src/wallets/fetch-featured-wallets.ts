import { FEATURED_DEFAULT, IMAGE_PRELOAD_TIMEOUT_MS, RECOMMENDED_PER_FETCH } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { frozen } from '../state/frozen-wallets.js'
import type { ExplorerSource, ExplorerWallet } from '../types/explorer.js'
import { preloadImages } from '../utils/preload-images.js'
import { explorer, explorerState } from './explorer-source.js'
import { baseParams, explorerAnswered, explorerFailed, imageUrls, notInstalled } from './wallet-query.js'

interface Lists {
  featured: ExplorerWallet[]
  recommended: { count: number; data: ExplorerWallet[] }
}

/**
 * Featured (the dapp's, in its order) and recommended wallets for the Connect view. Loaded once
 * per instance however often the view opens, shared while in flight, tried again after a failure.
 */
export function fetchFeaturedWallets(core: AppKitCore): Promise<void> {
  const api = explorer(core)
  return api ? loadLists(core, api).shown : Promise.resolve()
}

/**
 * The explorer's count for the dapp's networks and lists (All Wallets' total is made of it), read
 * with the recommended page rather than by a request of its own.
 */
export function explorerCount(core: AppKitCore, api: Promise<ExplorerSource>): Promise<number> {
  return loadLists(core, api).count
}

function loadLists(core: AppKitCore, api: Promise<ExplorerSource>) {
  const state = explorerState(core)
  if (!state.lists) {
    const lists = readLists(core, api)
    const count = lists.then((read) => read.recommended.count)
    // Its failure is the lists' own, reported once by showLists; a reader of the count sees it too.
    count.catch(() => undefined)
    const shown = showLists(core, lists).then((ok) => {
      if (!ok) state.lists = undefined
    })
    state.lists = { shown, count }
  }
  return state.lists
}

async function readLists(core: AppKitCore, api: Promise<ExplorerSource>): Promise<Lists> {
  const client = await api
  const featuredIds = core.options.featuredWalletIds.slice(0, FEATURED_DEFAULT)
  const featured = featuredIds.length
    ? (await client.getWallets({ page: 1, entries: featuredIds.length, include: featuredIds })).data
    : []
  featured.sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
  // The featured wallets are left out here rather than by the explorer, so that the page's count
  // is the whole catalogue's: the total needs no request of its own.
  const recommended = await client.getWallets({
    ...baseParams(core),
    page: 1,
    entries: RECOMMENDED_PER_FETCH * 2 + featuredIds.length,
  })
  const data = recommended.data.filter((w) => !featuredIds.includes(w.id))
  return { featured, recommended: { count: recommended.count, data } }
}

async function showLists(core: AppKitCore, lists: Promise<Lists>): Promise<boolean> {
  try {
    const { featured, recommended } = await lists
    const shown = notInstalled(core, featured)
    const rest = notInstalled(core, recommended.data).slice(0, RECOMMENDED_PER_FETCH)
    await preloadImages(await imageUrls(core, [...shown, ...rest]), IMAGE_PRELOAD_TIMEOUT_MS)
    core.walletList.featured = frozen(shown)
    core.walletList.recommended = frozen(rest)
    explorerAnswered(core)
    return true
  } catch (error) {
    explorerFailed(core, error)
    return false
  }
}
