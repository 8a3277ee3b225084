/** How sure the chain must be before a send counts as done: the three levels Solana's RPC knows. */
export type SolanaCommitment = 'processed' | 'confirmed' | 'finalized'

/**
 * Every preflight commitment of spec §3: the three levels and the older names wallets and dapps
 * still pass for them.
 */
export type SolanaPreflightCommitment =
  | SolanaCommitment
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max'

const LEVEL: Record<SolanaPreflightCommitment, SolanaCommitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/**
 * The RPC's level for any of spec §3's names (Solana's docs map the older ones this way).
 * Anything else is refused, so a typo never silently weakens a check.
 */
export function commitmentLevel(name: string): SolanaCommitment {
  const level = Object.hasOwn(LEVEL, name) ? LEVEL[name as SolanaPreflightCommitment] : undefined
  if (!level) throw new TypeError(`Unknown Solana commitment: ${name}`)
  return level
}
