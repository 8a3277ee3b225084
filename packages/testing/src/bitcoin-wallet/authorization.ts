import type { KeyValueStorage } from '../shared/page-storage.js'
import { BITCOIN_PURPOSES } from './account.js'
import type { BitcoinAddressPurpose } from './standard-features.js'

/**
 * Which accounts the dapp may see. Two levels, like the Solana test wallet and browser extensions:
 * - the purposes the user approved for this dapp (payment, ordinals): stored, so they survive a reload;
 * - `connected`: the dapp called `bitcoin:connect` in this page.
 * After a reload the wallet shows no account until the dapp connects again (approved purposes
 * connect without asking): an adapter that forgets to reconnect is caught, as with a real wallet.
 */
export interface BitcoinAuthorization {
  /** The approved purposes, in the wallet's order (payment first). */
  purposes(): BitcoinAddressPurpose[]
  /** Whether every one of `purposes` is approved. */
  covers(purposes: readonly BitcoinAddressPurpose[]): boolean
  isConnected(): boolean
  /** Approves `purposes` besides those before (stored) and connects. Returns whether the dapp's accounts changed. */
  connect(purposes: readonly BitcoinAddressPurpose[]): boolean
  /** Forgets every approval (stored) and disconnects. Returns whether the dapp had accounts. */
  disconnect(): boolean
}

interface StoredAuthorization {
  purposes: BitcoinAddressPurpose[]
}

export function createAuthorization(
  storage: KeyValueStorage | undefined,
  storageKey: string,
): BitcoinAuthorization {
  let approved = new Set(load(storage, storageKey))
  let connected = false
  const purposes = () => BITCOIN_PURPOSES.filter((purpose) => approved.has(purpose))
  const save = () =>
    storage?.setItem(storageKey, JSON.stringify({ purposes: purposes() } satisfies StoredAuthorization))

  return {
    purposes,
    covers: (wanted) => wanted.every((purpose) => approved.has(purpose)),
    isConnected: () => connected,
    connect(wanted) {
      const changed = !connected || wanted.some((purpose) => !approved.has(purpose))
      approved = new Set([...approved, ...wanted])
      connected = true
      save()
      return changed
    },
    disconnect() {
      const changed = connected
      approved = new Set()
      connected = false
      save()
      return changed
    },
  }
}

/** Anything missing or malformed (an older shape, a hand edit) counts as nothing approved. */
function load(storage: KeyValueStorage | undefined, key: string): BitcoinAddressPurpose[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    const stored =
      typeof value === 'object' && value !== null ? (value as { purposes?: unknown }).purposes : []
    if (!Array.isArray(stored)) return []
    return BITCOIN_PURPOSES.filter((purpose) => stored.includes(purpose))
  } catch {
    return []
  }
}
