import { WALLETS_PAGE_SIZE } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { frozen } from '../state/frozen-wallets.js'
import { explorer } from './explorer-source.js'
import { baseParams, explorerAnswered, explorerFailed, notInstalled } from './wallet-query.js'

/** The next page of AllWallets (spec §9: 40 a page); one request at a time, none past the end. */
export async function fetchNextWalletsPage(core: AppKitCore): Promise<void> {
  const api = explorer(core)
  const list = core.walletList
  const { page, count, loading } = list
  if (!api || loading || (page > 0 && page * WALLETS_PAGE_SIZE >= count)) return
  list.loading = true
  try {
    const client = await api
    const result = await client.getWallets({
      ...baseParams(core),
      page: page + 1,
      entries: WALLETS_PAGE_SIZE,
    })
    const known = new Set(list.wallets.map((w) => w.id))
    const shown = notInstalled(core, result.data)
    list.hiddenInstalled += result.data.length - shown.length
    list.wallets.push(...frozen(shown.filter((w) => !known.has(w.id))))
    list.count = result.count
    list.page = page + 1
    explorerAnswered(core)
  } catch (error) {
    explorerFailed(core, error)
  } finally {
    list.loading = false
  }
}
