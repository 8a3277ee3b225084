import { type ChainNamespace, isChainNamespace, RECENT_WALLETS_MAX } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { type Connector, type ConnectorRef, connectorKey } from '../types/connector.js'
import { parseStringList, STORAGE_KEYS, type StorageParser } from '../utils/storage.js'

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
export function readRememberedConnections(core: SessionCore): Record<string, string[]> {
  return core.storage.read(STORAGE_KEYS.connections, parseConnections) ?? {}
}

function writeIds(core: SessionCore, namespace: ChainNamespace, update: (ids: string[]) => string[]) {
  const all = readRememberedConnections(core)
  core.storage.write(STORAGE_KEYS.connections, { ...all, [namespace]: update(all[namespace] ?? []) })
}

/**
 * Remembers a connection for the next load and, unless `recent` is false (the other namespaces of
 * one approval), as a recent wallet (spec §3: at most 2).
 */
export function rememberConnection(
  core: SessionCore,
  namespace: ChainNamespace,
  connector: Connector,
  { recent = true } = {},
): void {
  writeIds(core, namespace, (ids) => [connector.id, ...ids.filter((id) => id !== connector.id)])
  if (!recent) return
  core.storage.write(STORAGE_KEYS.walletId, connector.id)
  core.storage.write(STORAGE_KEYS.walletName, connector.name)
  const key = connectorKey(namespace, connector.id)
  const others = readRecentWallets(core)
    .map((r) => connectorKey(r.namespace, r.connectorId))
    .filter((k) => k !== key)
  core.storage.write(STORAGE_KEYS.recentWallets, [key, ...others].slice(0, RECENT_WALLETS_MAX))
}

/** Moves a held connection to the front without touching the recent-wallets list. */
export function touchConnection(core: SessionCore, namespace: ChainNamespace, connectorId: string): void {
  writeIds(core, namespace, (ids) => [connectorId, ...ids.filter((id) => id !== connectorId)])
}

export function forgetConnection(core: SessionCore, namespace: ChainNamespace, connectorId: string): void {
  writeIds(core, namespace, (ids) => ids.filter((id) => id !== connectorId))
}

/**
 * Recent wallets, most recent first. Entries written before keys had a namespace (when the dapp
 * had one namespace) belong to the dapp's first namespace.
 */
export type ReadRecentWalletsReturnType = ConnectorRef[]

export function readRecentWallets(core: SessionCore): ReadRecentWalletsReturnType {
  const keys = core.storage.read(STORAGE_KEYS.recentWallets, parseStringList) ?? []
  const first = core.options.networks[0]?.chainNamespace
  return keys.slice(0, RECENT_WALLETS_MAX).flatMap((key): ConnectorRef[] => {
    const colon = key.indexOf(':')
    const namespace = key.slice(0, colon)
    if (colon > 0 && isChainNamespace(namespace)) return [{ namespace, connectorId: key.slice(colon + 1) }]
    return first ? [{ namespace: first, connectorId: key }] : []
  })
}
