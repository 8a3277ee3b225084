import type { ChainNamespace } from '@appkit/common'
import { type AppKitCore, namespaceName } from '@appkit/controllers'

/**
 * How the UI names a namespace: as its adapter does. A namespace the dapp reaches without its
 * adapter (WalletConnect alone) shows its CAIP-2 id: the UI holds no list of namespaces, so a new
 * one needs no edit here.
 */
export function namespaceLabel(core: AppKitCore, namespace: ChainNamespace): string {
  return namespaceName(core, namespace) ?? namespace
}

/** The namespaces as one phrase of the UI's language ("Ethereum (EVM) and Solana"). */
export function namespaceList(core: AppKitCore, namespaces: readonly ChainNamespace[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    namespaces.map((namespace) => namespaceLabel(core, namespace)),
  )
}
