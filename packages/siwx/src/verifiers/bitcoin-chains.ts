/**
 * The bech32 prefix of addresses on each bip122 chain the Bitcoin verifier knows, by CAIP-2 id
 * (`bip122:` and the first 32 hex digits of the genesis block hash). A session's address must be
 * on its chain's network: a mainnet message signed for a testnet address is refused. Every signet
 * shares one genesis block, so `tb` covers custom signets too.
 */
export const BITCOIN_ADDRESS_PREFIXES: Readonly<Record<string, 'bc' | 'tb' | 'bcrt'>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bc',
  'bip122:000000000933ea01ad0ee984209779ba': 'tb',
  // testnet4 (BIP-94)
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'tb',
  'bip122:00000008819873e925422c1ff0f99f7c': 'tb',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bcrt',
}

/** The address prefix of a bip122 chain, or undefined for a chain the verifier does not know. */
export function bitcoinAddressPrefix(chainId: string): 'bc' | 'tb' | 'bcrt' | undefined {
  return Object.hasOwn(BITCOIN_ADDRESS_PREFIXES, chainId) ? BITCOIN_ADDRESS_PREFIXES[chainId] : undefined
}
