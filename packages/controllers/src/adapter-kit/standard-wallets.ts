import type { ChainNamespace } from '@appkit/common'
import type { Connector } from '../types/connector.js'

/** What the kit uses of a Wallet Standard wallet: its name is its connector id. */
export interface StandardWalletInfo {
  readonly name: string
  readonly icon: string
}

/** What the kit uses of Wallet Standard's registry (`getWallets()` of `@wallet-standard/app`). */
export interface StandardWalletsRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

/** The connector the UI lists for a Wallet Standard wallet of `namespace`. */
export function standardWalletConnector(namespace: ChainNamespace, wallet: StandardWalletInfo): Connector {
  return { id: wallet.name, name: wallet.name, chain: namespace, type: 'ANNOUNCED', imageUrl: wallet.icon }
}

/**
 * Watches the page's Wallet Standard wallets (registered before or after this runs) and reports
 * those `accepts` keeps on every change. Returns the function that stops watching. `registry` is
 * asked only in a browser, so a server render never loads the wallets' registry.
 */
export function watchStandardWallets<W>(
  registry: () => StandardWalletsRegistry<W>,
  accepts: (wallet: W) => boolean,
  onChange: (wallets: W[]) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined
  const wallets = registry()
  const report = () => onChange(wallets.get().filter(accepts))
  const stops = [wallets.on('register', report), wallets.on('unregister', report)]
  report()
  return () => {
    for (const stop of stops) stop()
  }
}
