import type { ChainNamespace } from '@appkit/common'
import { RECENT_WALLETS_MAX } from '@appkit/common'
import type { Connector } from '../types/connector.js'
import {
  parseStringList,
  readStorage,
  STORAGE_KEYS,
  type StorageParser,
  writeStorage,
} from '../utils/storage.js'

const parseConnections: StorageParser<Record<string, string[]>> = (raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw)
  const valid = entries.every(([, ids]) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'))
  return valid ? (Object.fromEntries(entries) as Record<string, string[]>) : undefined
}

/**
 * The connections to resume on the next load, per namespace, most recently used first.
 * Disconnecting removes one, so a wallet the user disconnected is never resumed on its own (spec §4).
 */
export function readRememberedConnections(): Record<string, string[]> {
  return readStorage(STORAGE_KEYS.connections, parseConnections) ?? {}
}

export function rememberConnection(namespace: ChainNamespace, connector: Connector): void {
  const all = readRememberedConnections()
  const ids = (all[namespace] ?? []).filter((id) => id !== connector.id)
  writeStorage(STORAGE_KEYS.connections, { ...all, [namespace]: [connector.id, ...ids] })
  writeStorage(STORAGE_KEYS.walletId, connector.id)
  writeStorage(STORAGE_KEYS.walletName, connector.name)
  const recent = readRecentWalletIds().filter((id) => id !== connector.id)
  writeStorage(STORAGE_KEYS.recentWallets, [connector.id, ...recent].slice(0, RECENT_WALLETS_MAX))
}

/** Moves a held connection to the front without touching the recent-wallets list. */
export function touchConnection(namespace: ChainNamespace, connectorId: string): void {
  const all = readRememberedConnections()
  const ids = (all[namespace] ?? []).filter((id) => id !== connectorId)
  writeStorage(STORAGE_KEYS.connections, { ...all, [namespace]: [connectorId, ...ids] })
}

export function forgetConnection(namespace: ChainNamespace, connectorId: string): void {
  const all = readRememberedConnections()
  const ids = (all[namespace] ?? []).filter((id) => id !== connectorId)
  writeStorage(STORAGE_KEYS.connections, { ...all, [namespace]: ids })
}

export function readRecentWalletIds(): string[] {
  return readStorage(STORAGE_KEYS.recentWallets, parseStringList)?.slice(0, RECENT_WALLETS_MAX) ?? []
}
