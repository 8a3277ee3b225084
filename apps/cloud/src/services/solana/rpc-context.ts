import type { SolanaChain } from './solana-chain.js'

/** The Agave runtime LiteSVM 1.5 is built on: what getVersion and every context's apiVersion say. */
export const SOLANA_CORE_VERSION = '4.3.0'
/** getVersion's feature-set id: a fixed number, as no cluster shares this chain's features. */
export const FEATURE_SET = 3_271_415_109

/** One JSON-RPC method of the node: its params in, its result out (a JsonRpcError to refuse). */
export type SolanaMethod = (chain: SolanaChain, params: unknown) => unknown

/** Solana's RpcResponse: the value with the slot it was read at. */
export function withContext<T>(
  slot: number,
  value: T,
): { context: { apiVersion: string; slot: number }; value: T } {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot }, value }
}
