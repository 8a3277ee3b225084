import { checkMinContextSlot, readCommitment } from './params.js'
import type { SolanaChain } from './solana-chain.js'

/**
 * The commitment and minContextSlot of a read's config, checked; the slot it is answered at. Every
 * commitment level reads the same state here: all of it is final at once.
 */
export function readAt(chain: SolanaChain, config: Record<string, unknown>): number {
  readCommitment(config)
  const slot = chain.slot()
  checkMinContextSlot(config, slot)
  return slot
}
