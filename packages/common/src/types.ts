/** Chain namespaces of CAIP-2 that the product knows (spec §3): what CAIP ids are checked against. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'sui', 'stacks'] as const

/**
 * The namespaces the types take, one key each: spec §3's, and any other an adapter package adds by
 * declaration merging (below). The runtime checks of CAIP ids (`isChainNamespace` and the parsers)
 * still take only CHAIN_NAMESPACES: a namespace outside spec §3 needs its id there too.
 *
 * ```ts
 * declare module '@appkit/common' {
 *   interface ChainNamespaces {
 *     aptos: true
 *   }
 * }
 * ```
 */
export interface ChainNamespaces extends Record<(typeof CHAIN_NAMESPACES)[number], true> {}
export type ChainNamespace = keyof ChainNamespaces & string

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/**
 * A network the dapp can use. The shape is viem's `Chain` plus the CAIP fields, so viem chain
 * objects convert without loss and dapps can pass their own.
 */
export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  /** Milliseconds between blocks (viem's field): how often to look for a receipt. */
  blockTime?: number
  /** An image for the network, by URL; the UI falls back to a placeholder. */
  imageUrl?: string
  /** Contracts of the network by viem's names: ENS names resolve where `ensUniversalResolver` is. */
  contracts?: { ensUniversalResolver?: { address: `0x${string}` } }
}

export type AccountType = 'eoa' | 'smartAccount'
