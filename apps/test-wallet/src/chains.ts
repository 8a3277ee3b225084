import { BITCOIN_LAB_CHAIN_ID, SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import { type Chain, defineChain } from 'viem'
import { CHAIN_IDS, type SupportedChainId } from './config.js'
import { unrecognizedChain } from './rpc-error.js'

/** CAIP-2 ids of the chains the wallet approves, e.g. `eip155:31337`. */
export const SUPPORTED_CAIP_CHAINS = CHAIN_IDS.map((id) => `eip155:${id}`)

/** Solana mainnet's CAIP-2 id (the first 32 characters of its genesis hash), as WalletConnect names it. */
export const SOLANA_MAINNET_CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The Solana chains the wallet approves: the local SVM the cloud serves, and mainnet, so that a dapp
 * configured with mainnet (the usual default) pairs too. It only signs: nothing is sent to either.
 */
export const SUPPORTED_SOLANA_CHAINS: readonly string[] = [SOLANA_LAB_CHAIN_ID, SOLANA_MAINNET_CHAIN_ID]

/** Throws 4902 for a Solana chain the wallet did not approve. */
export function assertSolanaChain(caip: string): void {
  if (!SUPPORTED_SOLANA_CHAINS.includes(caip)) {
    throw unrecognizedChain(caip, SUPPORTED_SOLANA_CHAINS.join(' and '))
  }
}

/** The Bitcoin chain the wallet approves: the lab's regtest (the cloud's bitcoind behind Esplora). */
export const SUPPORTED_BITCOIN_CHAINS: readonly string[] = [BITCOIN_LAB_CHAIN_ID]

/** Throws 4902 for a Bitcoin chain the wallet did not approve. */
export function assertBitcoinChain(caip: string): void {
  if (!SUPPORTED_BITCOIN_CHAINS.includes(caip)) {
    throw unrecognizedChain(caip, SUPPORTED_BITCOIN_CHAINS.join(' and '))
  }
}

export function isSupportedChainId(id: number): id is SupportedChainId {
  return (CHAIN_IDS as readonly number[]).includes(id)
}

/** `eip155:31337` → 31337; throws 4902 for another namespace or a chain the wallet does not know. */
export function parseCaipChain(caip: string): SupportedChainId {
  const [namespace, reference] = caip.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isInteger(id) || !isSupportedChainId(id)) {
    throw unrecognizedChain(caip)
  }
  return id
}

/** A chain id as dapps send it to wallet_switchEthereumChain (`0x7a6a`) or as a number. */
export function parseChainIdParam(value: unknown): SupportedChainId {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : value
  if (typeof id !== 'number' || !Number.isInteger(id) || !isSupportedChainId(id)) {
    throw unrecognizedChain(String(value))
  }
  return id
}

/** A viem chain for one of the local anvils, at the RPC URL the page was given. */
export function localChain(id: SupportedChainId, rpcUrl: string): Chain {
  return defineChain({
    id,
    name: `Local chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}
