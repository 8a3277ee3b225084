import { SEARCH_IMAGE_WAIT_MS, WALLETS_SEARCH_SIZE } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { frozen } from '../state/frozen-wallets.js'
import { preloadImages } from '../utils/preload-images.js'
import { explorer, explorerState } from './explorer-source.js'
import { baseParams, explorerAnswered, explorerFailed, imageUrls, notInstalled } from './wallet-query.js'

/** Searches by name (term trimmed; spec §9: up to 100 results); a newer search cancels the older. */
export async function searchWallets(core: AppKitCore, term: string): Promise<void> {
  const trimmed = term.trim()
  const state = explorerState(core)
  state.search?.abort()
  const api = explorer(core)
  core.walletList.search = { term: trimmed, wallets: [], count: 0, loading: Boolean(api && trimmed) }
  if (!api || !trimmed) return
  const controller = new AbortController()
  state.search = controller
  try {
    const client = await api
    const result = await client.getWallets(
      { ...baseParams(core), page: 1, entries: WALLETS_SEARCH_SIZE, search: trimmed },
      { signal: controller.signal },
    )
    await preloadImages(await imageUrls(core, result.data), SEARCH_IMAGE_WAIT_MS)
    if (controller.signal.aborted) return
    core.walletList.search = {
      term: trimmed,
      wallets: frozen(notInstalled(core, result.data)),
      count: result.count,
      loading: false,
    }
    explorerAnswered(core)
  } catch (error) {
    if (controller.signal.aborted) return
    core.walletList.search.loading = false
    explorerFailed(core, error)
  }
}
