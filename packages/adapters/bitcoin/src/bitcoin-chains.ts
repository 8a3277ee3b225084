/** The Bitcoin chains the adapter knows, by their usual names. */
export type BitcoinChainName = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

/** One Bitcoin chain as each side names it, and what its addresses look like. */
export interface BitcoinChain {
  readonly name: BitcoinChainName
  /** CAIP-2: `bip122:` and the first 32 hex digits of the genesis block hash. */
  readonly caipNetworkId: string
  /** The Bitcoin extension of Wallet Standard names chains `bitcoin:<name>`. */
  readonly standardChain: string
  /** The human part of its SegWit and Taproot (bech32/bech32m) addresses. */
  readonly bech32: 'bc' | 'tb' | 'bcrt'
  /** The first characters its legacy (P2PKH) and script (P2SH) base58 addresses can have. */
  readonly base58Leads: string
}

// Testnets, signet and regtest share testnet's base58 versions (m/n P2PKH, 2 P2SH); only regtest
// has its own bech32 part. Every signet shares one genesis block, hence one CAIP-2 id.
export const BITCOIN_CHAINS: readonly BitcoinChain[] = [
  {
    name: 'mainnet',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    standardChain: 'bitcoin:mainnet',
    bech32: 'bc',
    base58Leads: '13',
  },
  {
    name: 'testnet',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    standardChain: 'bitcoin:testnet',
    bech32: 'tb',
    base58Leads: 'mn2',
  },
  {
    name: 'testnet4',
    caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
    standardChain: 'bitcoin:testnet4',
    bech32: 'tb',
    base58Leads: 'mn2',
  },
  {
    name: 'signet',
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    standardChain: 'bitcoin:signet',
    bech32: 'tb',
    base58Leads: 'mn2',
  },
  {
    name: 'regtest',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    standardChain: 'bitcoin:regtest',
    bech32: 'bcrt',
    base58Leads: 'mn2',
  },
]

/** The chain of a CAIP-2 id, or undefined for a bip122 chain the adapter does not know. */
export function bitcoinChainOf(caipNetworkId: string): BitcoinChain | undefined {
  return BITCOIN_CHAINS.find((chain) => chain.caipNetworkId === caipNetworkId)
}

/** Whether a wallet's list of chains (Wallet Standard names or CAIP-2 ids) names `chain`. */
export function listsChain(chains: readonly string[], chain: BitcoinChain): boolean {
  return chains.includes(chain.standardChain) || chains.includes(chain.caipNetworkId)
}
