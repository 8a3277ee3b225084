import { type Network, networks } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../bitcoin-chains.js'
import { useEcc } from './ecc.js'

/** bitcoinjs-lib's address parameters of a chain: testnets and signet share testnet's. */
export function bitcoinNetwork(chain: BitcoinChain): Network {
  useEcc()
  if (chain.name === 'mainnet') return networks.bitcoin
  if (chain.name === 'regtest') return networks.regtest
  return networks.testnet
}
