import { type Network, networks } from 'bitcoinjs-lib'
import { BITCOIN_LAB_CHAIN_ID } from '../bitcoin/lab-chain.js'

/**
 * Bitcoin's CAIP ids as the API's parameters use them: a chain is `bip122:` and the first 32 hex
 * characters of its genesis block's hash; an account is that and its address.
 */

const CAIP2 = /^bip122:[0-9a-f]{32}$/
const CAIP10 = /^(bip122:[0-9a-f]{32}):([A-Za-z0-9]{14,90})$/

/** Bitcoin mainnet; its addresses are bc1…, 1…, 3…. */
export const BITCOIN_MAINNET_CHAIN_ID = 'bip122:000000000019d6689c085ae165831e93'

/** A chain id of the bip122 namespace, well formed or not: such a request takes the Bitcoin path. */
export function isBitcoinNamespace(value: string | null): boolean {
  return value?.startsWith('bip122:') ?? false
}

export function parseBitcoinCaip2(value: string | null): string | undefined {
  return value !== null && CAIP2.test(value) ? value : undefined
}

export function parseBitcoinCaip10(value: string): { chainId: string; address: string } | undefined {
  const match = CAIP10.exec(value)
  return match ? { chainId: match[1]!, address: match[2]! } : undefined
}

/**
 * Whose addresses a chain takes: mainnet's, regtest's (bcrt1…) for the test chain, and testnet's
 * (tb1…, m/n/2…) for any other: testnet3, testnet4 and every signet share them.
 */
export function bitcoinNetworkOf(chainId: string): Network {
  if (chainId === BITCOIN_MAINNET_CHAIN_ID) return networks.bitcoin
  if (chainId === BITCOIN_LAB_CHAIN_ID) return networks.regtest
  return networks.testnet
}
