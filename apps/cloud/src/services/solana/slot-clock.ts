/** A slot every 400 ms, as on Solana's clusters. */
export const SLOT_MS = 400
/** Solana's epochs are 432,000 slots (two days). */
export const SLOTS_PER_EPOCH = 432_000

export interface SlotClockOptions {
  /** When slot 0 began (the chain's genesis), in ms since the epoch. */
  genesisMs: number
  /** A slot the clock never goes below (the newest slot a recorded transaction landed in). */
  floor?: number
  now?: () => number
  slotMs?: number
}

export interface SlotClock {
  /** The current slot: how many slot times have passed since genesis. Never goes back. */
  slot(): number
  /** The current time in whole seconds, as a block time. */
  unixSeconds(): number
}

/**
 * Slots that follow the wall clock rather than the transactions: a recent blockhash then expires
 * after 150 slots (~60 s) as on a cluster, and a client waiting for block height to pass a
 * transaction's last valid one sees it pass. Nothing runs between reads; the slot is computed.
 */
export function createSlotClock(options: SlotClockOptions): SlotClock {
  const now = options.now ?? Date.now
  const slotMs = options.slotMs ?? SLOT_MS
  let last = options.floor ?? 0
  return {
    slot() {
      // A wall clock set back must not make the chain go back.
      last = Math.max(last, Math.floor((now() - options.genesisMs) / slotMs))
      return last
    },
    unixSeconds: () => Math.floor(now() / 1000),
  }
}
