/**
 * The chains asked for when the WalletConnect session was made (spec §4). The name must not
 * contain `wc_`, `wc@` or `walletconnect`: WalletConnect's storage moves such localStorage keys into
 * its own IndexedDB on start-up, and this one would vanish before the reconnect reads it.
 */
export const REQUESTED_CHAINS_KEY = '@appkit/session_chains'

/** The part of `localStorage` used here. */
export interface SyncStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** `localStorage`, or undefined where there is none or reading it throws (privacy settings). */
export function browserStorage(): SyncStorage | undefined {
  try {
    return (globalThis as { localStorage?: SyncStorage }).localStorage ?? undefined
  } catch {
    return undefined
  }
}

export function saveRequestedChains(storage: SyncStorage | undefined, chains: readonly string[]): void {
  try {
    storage?.setItem(REQUESTED_CHAINS_KEY, JSON.stringify(chains))
  } catch {
    // A full or blocked storage only costs the session at the next page load, where it is dropped.
  }
}

/** The stored list, or undefined when absent or not a list of strings (storage is outside input). */
export function loadRequestedChains(storage: SyncStorage | undefined): string[] | undefined {
  let parsed: unknown
  try {
    const raw = storage?.getItem(REQUESTED_CHAINS_KEY)
    if (typeof raw !== 'string') return undefined
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  return Array.isArray(parsed) && parsed.every((c) => typeof c === 'string') ? parsed : undefined
}

export function clearRequestedChains(storage: SyncStorage | undefined): void {
  try {
    storage?.removeItem(REQUESTED_CHAINS_KEY)
  } catch {
    // Nothing to clear in a storage we cannot reach.
  }
}

/** Same chains, whatever the order. */
export function sameChains(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((chain) => right.has(chain))
}
