import type { ChainNamespace } from '@appkit/common'
import { RECENT_WALLETS_MAX } from '@appkit/common'
import type { Connector } from '../types/connector.js'
import {
  parseStringList,
  parseStringRecord,
  readStorage,
  STORAGE_KEYS,
  writeStorage,
} from '../utils/storage.js'

/**
 * The connector to resume per namespace on the next load. Disconnecting removes it, so a wallet the
 * user disconnected is never resumed on its own (spec §4).
 */
export function readRememberedConnectors(): Record<string, string> {
  return readStorage(STORAGE_KEYS.connectedConnectorIds, parseStringRecord) ?? {}
}

export function rememberConnection(namespace: ChainNamespace, connector: Connector): void {
  writeStorage(STORAGE_KEYS.connectedConnectorIds, {
    ...readRememberedConnectors(),
    [namespace]: connector.id,
  })
  writeStorage(STORAGE_KEYS.walletId, connector.id)
  writeStorage(STORAGE_KEYS.walletName, connector.name)
  const recent = readRecentWalletIds().filter((id) => id !== connector.id)
  writeStorage(STORAGE_KEYS.recentWallets, [connector.id, ...recent].slice(0, RECENT_WALLETS_MAX))
}

export function forgetConnection(namespace: ChainNamespace): void {
  const { [namespace]: _, ...rest } = readRememberedConnectors()
  writeStorage(STORAGE_KEYS.connectedConnectorIds, rest)
}

export function readRecentWalletIds(): string[] {
  return readStorage(STORAGE_KEYS.recentWallets, parseStringList) ?? []
}
