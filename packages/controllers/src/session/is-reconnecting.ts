import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { connectorKey } from '../types/connector.js'

/** A connector this run is still resuming: connecting it now would race the resume. */
export function isReconnecting(core: SessionCore, namespace: ChainNamespace, connectorId: string): boolean {
  return core.internal.reconnect.resuming.has(connectorKey(namespace, connectorId))
}
