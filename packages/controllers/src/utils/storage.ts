/**
 * The one owner of local storage. Every key the SDK writes is listed here, every read is parsed,
 * and nothing here throws: storage can be missing (SSR, privacy modes), full, or hold values
 * written by another version or by hand. A value that does not parse is dropped with a warning.
 * Each core gets its own owner, so a test (or a second instance) can give it its own backend.
 */
export const STORAGE_KEYS = {
  /** Record<ChainNamespace, connectorId[]>: the held connections, most recently used first. */
  connections: '@appkit/connections',
  activeCaipNetworkId: '@appkit/active_caip_network_id',
  activeNamespace: '@appkit/active_namespace',
  walletId: '@appkit/wallet_id',
  walletName: '@appkit/wallet_name',
  /** Connector keys (`namespace:id`), most recent first, at most RECENT_WALLETS_MAX. */
  recentWallets: '@appkit/recent_wallets',
  /** Record<id, { timestamp, value }>, read with the native-balance lifetime of spec §9. */
  nativeBalanceCache: '@appkit/native_balance_cache',
  // The blockchain API's answers (spec §3), as Record<id, { timestamp, value }>; the API client
  // applies spec §9's lifetimes when it reads them.
  portfolioCache: '@appkit/portfolio_cache',
  identityCache: '@appkit/identity_cache',
  tokenPriceCache: '@appkit/token_price_cache',
  transactionHistoryCache: '@appkit/transaction_history_cache',
  /** string[]: addresses that logged in by email, most recent first (spec §3). */
  recentEmails: '@appkit/recent_emails',
  /** true once email login was used here: the secure frame is then made at start (spec §2). */
  emailLoginUsed: '@appkit/email_login_used',
  /** When the last login code was sent (ms): spec §9's cooldown survives a reload. */
  lastEmailLoginTime: '@appkit/last_email_login_time',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** Returns the parsed value or `undefined`; `parse` returns `undefined` for a value of the wrong shape. */
export type StorageParser<T> = (raw: unknown) => T | undefined

/** The part of the Web Storage API the owner uses. */
export interface KeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface StorageOwner {
  read<T>(key: StorageKey, parse: StorageParser<T>): T | undefined
  write(key: StorageKey, value: unknown): void
  remove(key: StorageKey): void
}

function browserStorage(): KeyValueBackend | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Accessing localStorage throws in sandboxed iframes and some privacy modes.
    return undefined
  }
}

/** A storage owner over `backend`; by default the page's localStorage, looked up on each use. */
export function createStorage(backend?: KeyValueBackend): StorageOwner {
  const store = () => backend ?? browserStorage()
  const owner: StorageOwner = {
    read(key, parse) {
      let text: string | null = null
      try {
        text = store()?.getItem(key) ?? null
      } catch {
        return undefined
      }
      if (text === null) return undefined
      let value: ReturnType<typeof parse>
      try {
        value = parse(JSON.parse(text))
      } catch {
        value = undefined
      }
      if (value === undefined) {
        console.warn(`[appkit] dropped an unreadable value of local storage key ${key}`)
        owner.remove(key)
      }
      return value
    },
    write(key, value) {
      try {
        store()?.setItem(key, JSON.stringify(value))
      } catch {
        // Quota exceeded or storage disabled: the SDK works without persistence.
      }
    },
    remove(key) {
      try {
        store()?.removeItem(key)
      } catch {
        // Same as above: nothing to do without storage.
      }
    },
  }
  return owner
}

export const parseString: StorageParser<string> = (raw) => (typeof raw === 'string' ? raw : undefined)

export const parseStringRecord: StorageParser<Record<string, string>> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw)
  return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries) : undefined
}

export const parseStringList: StorageParser<string[]> = (raw) =>
  Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw : undefined
