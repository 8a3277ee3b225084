import type { ChainNamespace } from '@appkit/common'

/** How the UI names each namespace. */
export const NAMESPACE_NAMES: Record<ChainNamespace, string> = {
  eip155: 'Ethereum (EVM)',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

/** The namespaces as one phrase of the UI's language ("Ethereum (EVM) and Solana"). */
export function namespaceList(namespaces: readonly ChainNamespace[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    namespaces.map((namespace) => NAMESPACE_NAMES[namespace]),
  )
}
