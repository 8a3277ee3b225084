import type { ChainNamespace } from '@appkit/common'
import { namespaceName } from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'

/**
 * Names for the namespaces a dapp reaches without their adapter (WalletConnect alone): with an
 * adapter, the adapter's own name is shown, so a new namespace's adapter brings its name itself.
 */
const WITHOUT_ADAPTER: Partial<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum (EVM)',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

/** How the UI names a namespace: as its adapter does; else by the table above; else by its id. */
export function namespaceLabel(core: AppKitCore, namespace: ChainNamespace): string {
  return namespaceName(core, namespace) ?? WITHOUT_ADAPTER[namespace] ?? namespace
}

/** The namespaces as one phrase of the UI's language ("Ethereum (EVM) and Solana"). */
export function namespaceList(core: AppKitCore, namespaces: readonly ChainNamespace[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    namespaces.map((namespace) => namespaceLabel(core, namespace)),
  )
}
