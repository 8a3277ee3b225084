import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** How many slots a blockhash stays usable in a transaction (Solana's MAX_PROCESSING_AGE). */
export const MAX_PROCESSING_AGE = 150

/**
 * The blockhash of a slot. LiteSVM has no blocks and accepts only its one latest hash, which two
 * wallets sending at once would trip over; the chain keeps its own: one per slot, derived from the
 * slot alone, so the same slot has the same hash after a restart.
 */
export function blockhashAt(slot: number): string {
  const digest = createHash('sha256').update(`appkit-lab-svm/blockhash/${slot}`).digest()
  return getBase58Decoder().decode(digest)
}

/** The last block height at which a transaction using the blockhash of `slot` can land. */
export function lastValidBlockHeight(slot: number): number {
  return slot + MAX_PROCESSING_AGE
}

/** The slot whose blockhash `hash` is, if it is still usable at `currentSlot`. */
export function recentBlockhashSlot(hash: string, currentSlot: number): number | undefined {
  for (let slot = currentSlot; slot >= 0 && slot >= currentSlot - MAX_PROCESSING_AGE; slot--) {
    if (blockhashAt(slot) === hash) return slot
  }
  return undefined
}
