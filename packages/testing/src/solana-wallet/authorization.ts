import type { KeyValueStorage } from '../shared/page-storage.js'

/**
 * Whether the dapp may see the account. Two levels, like Phantom-style extensions:
 * - `authorized`: the user approved this dapp once; kept in storage, so it survives a reload;
 * - `connected`: the dapp called `standard:connect` in this page and got the account.
 * After a reload the wallet shows no account until the dapp connects again (silently, since it is
 * authorized): an adapter that forgets to reconnect is caught, as it would be with a real wallet.
 */
export interface Authorization {
  isAuthorized(): boolean
  isConnected(): boolean
  /** Authorizes (stored) and connects. Returns whether the dapp had no account before. */
  connect(): boolean
  /** Forgets the authorization (stored) and disconnects. Returns whether the dapp had an account. */
  disconnect(): boolean
}

interface StoredAuthorization {
  authorized: boolean
}

export function createAuthorization(storage: KeyValueStorage | undefined, storageKey: string): Authorization {
  let authorized = load(storage, storageKey)?.authorized ?? false
  let connected = false
  const save = () =>
    storage?.setItem(storageKey, JSON.stringify({ authorized } satisfies StoredAuthorization))

  return {
    isAuthorized: () => authorized,
    isConnected: () => connected,
    connect() {
      const changed = !connected
      authorized = true
      connected = true
      save()
      return changed
    },
    disconnect() {
      const changed = connected
      authorized = false
      connected = false
      save()
      return changed
    },
  }
}

/** Anything missing or malformed (an older shape, a hand edit) counts as never authorized. */
function load(storage: KeyValueStorage | undefined, key: string): StoredAuthorization | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (typeof value !== 'object' || value === null) return undefined
    const { authorized } = value as Record<string, unknown>
    return typeof authorized === 'boolean' ? { authorized } : undefined
  } catch {
    return undefined
  }
}
