import type { AppKitCore } from '../core/core.js'
import { fetchFeaturedWallets } from './fetch-featured-wallets.js'
import { fetchNextWalletsPage } from './fetch-next-wallets-page.js'
import { fetchWalletTotal } from './wallet-total.js'

/**
 * The visitor's "Try again" on APKT003 (the wallet list could not load): asks again for what the
 * view shown needs. A failed read was forgotten, so each of these asks anew; a read that had
 * loaded is not asked twice. Once a list loads, the banner goes (explorerAnswered).
 */
export async function retryWalletLists(core: AppKitCore): Promise<void> {
  const reads = [fetchFeaturedWallets(core), fetchWalletTotal(core)]
  if (core.router.view === 'AllWallets' && core.walletList.page === 0) reads.push(fetchNextWalletsPage(core))
  await Promise.all(reads)
}
