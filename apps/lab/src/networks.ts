import { BITCOIN_LAB_CHAIN_ID, SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import type { CaipNetwork } from 'appkit'
import { LAB_CONFIG } from './config.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The two local chains of the cloud: the test wallet knows the first and must add the second. */
export const anvilA: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [LAB_CONFIG.rpcA] } },
  testnet: true,
  // Anvil mines each transaction at once: receipts are looked for every half second.
  blockTime: 1000,
  // The cloud's local ENS (LAB_ENS in @appkit/cloud), deployed at start-up with carol.eth.
  contracts: { ensUniversalResolver: { address: '0x76ca03a67C049477FfB09694dFeF00416dB69746' } },
}

export const anvilB: CaipNetwork = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil B',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [LAB_CONFIG.rpcB] } },
  testnet: true,
  blockTime: 1000,
}

/** The cloud's Solana chain: the real SVM (LiteSVM) behind a Solana JSON-RPC endpoint. */
export const solanaLab: CaipNetwork = {
  id: SOLANA_LAB_CHAIN_ID.split(':')[1]!,
  caipNetworkId: SOLANA_LAB_CHAIN_ID,
  chainNamespace: 'solana',
  name: 'Lab SVM',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [LAB_CONFIG.solanaRpc] } },
  testnet: true,
}

/**
 * The cloud's Bitcoin test chain (a regtest ledger). Balances and sends read through the blockchain
 * API's Esplora ({cloud}/bitcoin/regtest/api), which is also this network's own URL.
 */
export const bitcoinLab: CaipNetwork = {
  id: BITCOIN_LAB_CHAIN_ID.split(':')[1]!,
  caipNetworkId: BITCOIN_LAB_CHAIN_ID,
  chainNamespace: 'bip122',
  name: 'Lab Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [LAB_CONFIG.bitcoinEsplora] } },
  testnet: true,
  blockTime: 1000,
}

/** A chain the first test wallet knows and the dapp does not: for the UnsupportedChain flow. */
export const WALLET_ONLY_CHAIN_ID = 31339
