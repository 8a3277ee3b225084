import type { AppKitCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import type { ExplorerSource, ExplorerWallet } from '../types/explorer.js'

/** The explorer's client (loaded on first use), Connect's lists' read, the search in flight. */
export const explorerState = featureState(
  (): {
    source?: Promise<ExplorerSource>
    loaded?: ExplorerSource
    /**
     * Connect's lists once shown, and the explorer's count for the dapp's networks and lists as
     * their recommended page answered it.
     */
    lists?: { shown: Promise<void>; count: Promise<number> }
    /** The total's read, for the installed wallets it was asked with. */
    total?: { installed: string; read: Promise<void> }
    search?: AbortController
  } => ({}),
  (state) => state.search?.abort(),
)

/** The explorer, loaded on first use; undefined when the dapp configured none. */
export function explorer(core: AppKitCore): Promise<ExplorerSource> | undefined {
  const load = core.options.explorer
  if (!load) return undefined
  const state = explorerState(core)
  state.source ??= load().then((client) => {
    state.loaded = client
    return client
  })
  return state.source
}

/** The image of a listed wallet; wallets are only listed once the explorer has loaded. */
export function walletImageUrl(core: AppKitCore, wallet: ExplorerWallet): string | undefined {
  const { loaded } = explorerState(core)
  return wallet.image_id && loaded ? loaded.walletImageUrl(wallet.image_id) : undefined
}

/** The explorer if it has loaded: its image URLs need no request of their own to be known. */
export function loadedExplorer(core: AppKitCore): ExplorerSource | undefined {
  return explorerState(core).loaded
}
