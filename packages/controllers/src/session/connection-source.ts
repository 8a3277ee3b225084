import { AdapterNotFoundError, type CaipNetwork, type ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { NamespaceAccounts } from '../types/wallet-connect.js'

/**
 * Where a connection comes from, seen the same way for a namespace's adapter and for a connector
 * of several namespaces: what it connects comes back per namespace.
 */
export interface ConnectionSource {
  /** True for a connector whose one session covers several namespaces. */
  readonly multiNamespace: boolean
  connect(args: { caipNetwork?: CaipNetwork; signal?: AbortSignal }): Promise<NamespaceAccounts>
  reconnect(args: { caipNetwork?: CaipNetwork; waitMs: number }): Promise<NamespaceAccounts | undefined>
  disconnect(): Promise<void>
}

/** The source of `connectorId` in `namespace`; 'Adapter not found' when there is none. */
export function sourceOf(
  core: SessionCore,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionSource {
  const multi = core.internal.multiNamespace.get(connectorId)
  if (multi) {
    return {
      multiNamespace: true,
      connect: ({ signal }) => multi.connect({ signal }),
      reconnect: () => multi.reconnect(),
      disconnect: () => multi.disconnect(),
    }
  }
  const adapter = core.chains.chains[namespace]?.adapter
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })
  return {
    multiNamespace: false,
    connect: async ({ caipNetwork, signal }) => ({
      [namespace]: await adapter.connect({ connectorId, caipNetwork, signal }),
    }),
    reconnect: async ({ caipNetwork, waitMs }) => {
      const account = await adapter.reconnect({ connectorId, caipNetwork, waitMs })
      return account && { [namespace]: account }
    },
    disconnect: () => adapter.disconnect({ connectorId }),
  }
}

/** Whether some source can resume `connectorId` in `namespace`. */
export function hasSource(core: SessionCore, namespace: ChainNamespace, connectorId: string): boolean {
  return core.internal.multiNamespace.has(connectorId) || Boolean(core.chains.chains[namespace]?.adapter)
}
