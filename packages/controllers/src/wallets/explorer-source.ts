import type { AppKitCore } from '../core/core.js'
import type { ExplorerSource, ExplorerWallet } from '../types/explorer.js'

/** The explorer, loaded on first use; undefined when the dapp configured none. */
export function explorer(core: AppKitCore): Promise<ExplorerSource> | undefined {
  const load = core.options.explorer
  if (!load) return undefined
  const state = core.internal.explorer
  state.source ??= load().then((client) => {
    state.loaded = client
    return client
  })
  return state.source
}

/** The image of a listed wallet; wallets are only listed once the explorer has loaded. */
export function walletImageUrl(core: AppKitCore, wallet: ExplorerWallet): string | undefined {
  const { loaded } = core.internal.explorer
  return wallet.image_id && loaded ? loaded.walletImageUrl(wallet.image_id) : undefined
}
