import { optionsState } from '../state/options.js'
import type { ExplorerSource, ExplorerWallet } from '../types/explorer.js'

let source: Promise<ExplorerSource> | undefined
let loaded: ExplorerSource | undefined

/** The explorer, loaded on first use; undefined when the dapp configured none. */
export function explorer(): Promise<ExplorerSource> | undefined {
  if (!optionsState.explorer) return undefined
  source ??= optionsState.explorer().then((client) => {
    loaded = client
    return client
  })
  return source
}

/** Forgets the loaded explorer, for a new createAppKit. */
export function resetExplorer(): void {
  source = undefined
  loaded = undefined
}

/** The image of a listed wallet; wallets are only listed once the explorer has loaded. */
export function walletImageUrl(wallet: ExplorerWallet): string | undefined {
  return wallet.image_id && loaded ? loaded.walletImageUrl(wallet.image_id) : undefined
}
