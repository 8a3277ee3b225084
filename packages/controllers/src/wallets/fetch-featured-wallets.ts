import { FEATURED_DEFAULT, IMAGE_PRELOAD_TIMEOUT_MS, RECOMMENDED_PER_FETCH } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { frozen } from '../state/frozen-wallets.js'
import type { ExplorerSource } from '../types/explorer.js'
import { preloadImages } from '../utils/preload-images.js'
import { explorer, explorerState } from './explorer-source.js'
import { baseParams, explorerFailed, imageUrls, notInstalled } from './wallet-query.js'

/**
 * Featured (the dapp's, in its order) and recommended wallets for the Connect view. Loaded once
 * per instance however often the view opens, shared while in flight, tried again after a failure.
 */
export function fetchFeaturedWallets(core: AppKitCore): Promise<void> {
  const api = explorer(core)
  if (!api) return Promise.resolve()
  const state = explorerState(core)
  state.featured ??= loadFeatured(core, api).then((ok) => {
    if (!ok) state.featured = undefined
  })
  return state.featured
}

async function loadFeatured(core: AppKitCore, api: Promise<ExplorerSource>): Promise<boolean> {
  try {
    const client = await api
    const featuredIds = core.options.featuredWalletIds.slice(0, FEATURED_DEFAULT)
    const featured = featuredIds.length
      ? (await client.getWallets({ page: 1, entries: featuredIds.length, include: featuredIds })).data
      : []
    featured.sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id))
    const base = baseParams(core)
    const recommended = await client.getWallets({
      ...base,
      page: 1,
      entries: RECOMMENDED_PER_FETCH * 2,
      exclude: [...(base.exclude ?? []), ...featuredIds],
    })
    const shown = notInstalled(core, featured)
    const rest = notInstalled(core, recommended.data).slice(0, RECOMMENDED_PER_FETCH)
    await preloadImages(await imageUrls(core, [...shown, ...rest]), IMAGE_PRELOAD_TIMEOUT_MS)
    core.walletList.featured = frozen(shown)
    core.walletList.recommended = frozen(rest)
    core.walletList.count = recommended.count
    return true
  } catch (error) {
    explorerFailed(core, error)
    return false
  }
}
