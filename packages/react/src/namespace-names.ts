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
