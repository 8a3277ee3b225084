import { type ChainNamespace, FailedToDisconnectError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { track } from '../core/track.js'
import { sourceOf } from './connection-source.js'
import { dropConnection, namespacesHolding } from './drop-connection.js'

export interface DisconnectWalletParameters {
  /** The namespace to leave; the active one by default. */
  namespace?: ChainNamespace
  /** The connection to end; the namespace's current one by default. */
  connectorId?: string
}
export type DisconnectWalletReturnType = undefined
/** The wallet's failure, with the connection dropped on the page all the same. */
export type DisconnectWalletErrorType = FailedToDisconnectError

/**
 * Disconnects one connection (the namespace's current one by default; the active namespace by
 * default). The next held connection becomes current (spec §4). A connector of several
 * namespaces ends its one session, so it leaves every namespace. Local state is cleared even when
 * the wallet fails to answer: the user asked to leave and must not stay half-connected.
 */
export async function disconnectWallet(
  core: SessionCore,
  { namespace = core.chains.activeNamespace, connectorId }: DisconnectWalletParameters = {},
): Promise<DisconnectWalletReturnType> {
  if (namespace) connectorId ??= core.connections.namespaces[namespace]?.current
  if (!namespace || !connectorId || !core.chains.chains[namespace]) return
  let failure: unknown
  let multiNamespace = false
  try {
    const source = sourceOf(core, namespace, connectorId)
    multiNamespace = source.multiNamespace
    await source.disconnect()
  } catch (error) {
    failure = error
  }
  const namespaces: ChainNamespace[] = multiNamespace ? namespacesHolding(core, connectorId) : [namespace]
  for (const each of namespaces) dropConnection(core, each, connectorId, { byWallet: false })
  if (failure) {
    track(core, 'DISCONNECT_ERROR', { message: String(failure) })
    throw new FailedToDisconnectError({ cause: failure })
  }
  track(core, 'DISCONNECT_SUCCESS')
}
