import type { Database } from '../../db/database.js'
import type { EsploraClient } from '../bitcoin/esplora-client.js'
import type { ChainInfo } from '../chains/chains.js'
import type { SwapDeployment } from '../swap/swap-pools.js'
import type { TestToken } from '../tokens/test-tokens.js'
import type { AccountFixtures } from './account-fixtures.js'

/** What the blockchain API answers from, once the cloud has started it. */
export interface ApiBackend {
  db: Database
  /** The chains served, with their nodes' URLs. */
  chains: readonly ChainInfo[]
  /** The test tokens deployed on them. */
  tokens: readonly TestToken[]
  /** The swap pools' contract on each chain that has one (the cloud: the first chain only). */
  swaps?: readonly SwapDeployment[]
  /** The Solana chains served (the cloud: its LiteSVM chain), read over their JSON-RPC. */
  solana: readonly SolanaEndpoint[]
  /**
   * The Bitcoin chains served, each read through its Esplora (the cloud: its own test chain; a
   * deployment: a real Esplora). A chain's id is its Esplora's genesis block (EsploraClient.chainId).
   */
  bitcoin: readonly EsploraClient[]
  /** Made-up accounts answered from memory (a benchmark's); none unless the starter passes some. */
  fixtures?: AccountFixtures
}

/** A Solana chain: its CAIP-2 id (solana:<genesis hash prefix>) and its node's URL. */
export interface SolanaEndpoint {
  chainId: string
  rpcUrl: string
}

/** What an endpoint sends: a JSON body, or a node's answer passed through as it was written. */
export type ApiAnswer = { status: number; body: unknown } | { status: number; raw: string }

export function ok(body: unknown): ApiAnswer {
  return { status: 200, body }
}
