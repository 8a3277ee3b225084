import type { ChainNamespace } from '@appkit/common'
import type { ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import { type AccountProviders, createAccountProviders } from './account-providers.js'
import { type AdapterKit, createAdapterKit } from './adapter-kit.js'

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

/**
 * The lifecycle of an adapter of Wallet Standard wallets: its setup serves the new instance and
 * lists each wallet `watch` reports under its name, in the kit's namespace, until the teardown.
 */
export function standardWalletsLifecycle<N extends ChainNamespace, W extends StandardWalletInfo>(
  kit: Pick<AdapterKit<N, W>, 'namespace' | 'wallets' | 'attach' | 'discover' | 'teardown'>,
  watch: (onChange: (found: W[]) => void) => () => void,
): Pick<ChainAdapter<N>, 'namespace' | 'setup' | 'teardown'> {
  const publish = (found: W[]) =>
    kit.wallets.publish(
      found.map((wallet) => [wallet.name, wallet] as const),
      found.map((wallet) => standardWalletConnector(kit.namespace, wallet)),
    )
  return {
    namespace: kit.namespace,
    setup(next) {
      kit.attach(next)
      kit.discover(publish, watch)
    },
    teardown: kit.teardown,
  }
}

/**
 * Everything an adapter of Wallet Standard wallets starts from: its kit, the providers of its
 * connected accounts, and its lifecycle. `name` is the namespace as a user reads it.
 */
export function createStandardWalletsKit<N extends ChainNamespace, W extends StandardWalletInfo, P>(
  namespace: N,
  name: string,
  watch: (onChange: (found: W[]) => void) => () => void,
): {
  kit: AdapterKit<N, W>
  providers: AccountProviders<P>
  lifecycle: Pick<ChainAdapter<N>, 'namespace' | 'setup' | 'teardown'>
} {
  const kit = createAdapterKit<N, W>(namespace)
  return {
    kit,
    providers: createAccountProviders<P>(kit, name),
    lifecycle: standardWalletsLifecycle(kit, watch),
  }
}
