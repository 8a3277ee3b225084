/**
 * The explorer's wallet list entry (spec §3's fields plus what a real explorer sends beside them).
 * Field names are the wire's snake_case, so an entry is sent as it is stored.
 */
export interface ExplorerWallet {
  /** 64 hex characters, like real explorer ids. */
  id: string
  name: string
  /** A UUID; the image is served at /getWalletImage/{image_id}. */
  image_id: string
  rdns: string | null
  /** CAIP-2 network ids. */
  chains: string[]
  homepage: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  injected: InjectedEntry[] | null
  badge_type: 'certified' | 'none'
  /** Rank, from 1; lists are sorted by it. */
  order: number
}

export interface InjectedEntry {
  injected_id: string
  namespace: string
}

export const CHAIN = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  polygon: 'eip155:137',
  arbitrum: 'eip155:42161',
  base: 'eip155:8453',
  bsc: 'eip155:56',
  anvil: 'eip155:31337',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
} as const

/** EVM chains a generated wallet may add beside mainnet. */
export const EVM_EXTRA_CHAINS: readonly string[] = [
  CHAIN.optimism,
  CHAIN.polygon,
  CHAIN.arbitrum,
  CHAIN.base,
  CHAIN.bsc,
]

/** Where links point: loopback placeholders, so following one never reaches another host. */
export const PLACEHOLDER_ORIGIN = 'http://127.0.0.1'
