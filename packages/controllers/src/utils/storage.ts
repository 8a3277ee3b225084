/**
 * The one owner of local storage. Every key the SDK writes is listed here, every read is parsed,
 * and nothing here throws: storage can be missing (SSR, privacy modes), full, or hold values
 * written by another version or by hand. A value that does not parse is dropped with a warning.
 */
export const STORAGE_KEYS = {
  /** Record<ChainNamespace, connectorId[]>: the held connections, most recently used first. */
  connections: '@appkit/connections',
  activeCaipNetworkId: '@appkit/active_caip_network_id',
  activeNamespace: '@appkit/active_namespace',
  walletId: '@appkit/wallet_id',
  walletName: '@appkit/wallet_name',
  /** Connector ids, most recent first, at most RECENT_WALLETS_MAX. */
  recentWallets: '@appkit/recent_wallets',
  themeMode: '@appkit/theme_mode',
  // Caches: Record<id, { timestamp, value }>, read with the lifetimes of spec §9.
  nativeBalanceCache: '@appkit/native_balance_cache',
  portfolioCache: '@appkit/portfolio_cache',
  nameServiceCache: '@appkit/ens_cache',
  identityCache: '@appkit/identity_cache',
  tokenPriceCache: '@appkit/token_price_cache',
  transactionHistoryCache: '@appkit/history_transactions_cache',
  latestSdkVersion: '@appkit/latest_version',
  // Features built later read and write these; the keys are owned here.
  recentEmails: '@appkit/recent_emails',
  siwxSessions: '@appkit/siwx_sessions',
  preferredAccountTypes: '@appkit/preferred_account_types',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** Returns the parsed value or `undefined`; `parse` returns `undefined` for a value of the wrong shape. */
export type StorageParser<T> = (raw: unknown) => T | undefined

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Accessing localStorage throws in sandboxed iframes and some privacy modes.
    return undefined
  }
}

export function readStorage<T>(key: StorageKey, parse: StorageParser<T>): T | undefined {
  const store = storage()
  let text: string | null = null
  try {
    text = store?.getItem(key) ?? null
  } catch {
    return undefined
  }
  if (text === null) return undefined
  let value: T | undefined
  try {
    value = parse(JSON.parse(text))
  } catch {
    value = undefined
  }
  if (value === undefined) {
    console.warn(`[appkit] dropped an unreadable value of local storage key ${key}`)
    removeStorage(key)
  }
  return value
}

export function writeStorage(key: StorageKey, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota exceeded or storage disabled: the SDK works without persistence.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Same as above: nothing to do without storage.
  }
}

export const parseString: StorageParser<string> = (raw) => (typeof raw === 'string' ? raw : undefined)

export const parseStringRecord: StorageParser<Record<string, string>> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw)
  return entries.every(([, v]) => typeof v === 'string') ? Object.fromEntries(entries) : undefined
}

export const parseStringList: StorageParser<string[]> = (raw) =>
  Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw : undefined
