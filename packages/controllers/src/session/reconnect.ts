import { type ChainNamespace, INJECTED_WALLET_WAIT_MS, RESUME_TIMEOUT_MS } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'
import { connectionOf, removeConnection, upsertConnection } from '../state/connections.js'
import { connectorKey } from '../types/connector.js'
import type { NamespaceAccounts } from '../types/wallet-connect.js'
import { hasSource, sourceOf } from './connection-source.js'
import { forgetConnection, readRememberedConnections } from './remembered-connections.js'
import { showCurrentConnection } from './show-current-connection.js'

const TIMED_OUT = Symbol('timed out')
type Resumed = NamespaceAccounts | undefined | typeof TIMED_OUT

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export type ReconnectReturnType = undefined
/** Never rejects: a wallet that does not resume is forgotten or left disconnected. */
export type ReconnectErrorType = never

/**
 * Resumes the remembered connections without prompting, most recently used first: the first that
 * resumes becomes current; the others are held beside it. One run at a time (spec §4). A
 * connector of several namespaces is asked once for all of them.
 */
export function reconnect(core: SessionCore): Promise<ReconnectReturnType> {
  const state = core.internal.reconnect
  state.running ??= reconnectAll(core).finally(() => {
    state.running = undefined
  })
  return state.running
}

async function reconnectAll(core: SessionCore): Promise<undefined> {
  if (!core.options.enableReconnect) return
  const remembered = readRememberedConnections(core)
  const shared = new Map<string, Promise<Resumed>>()
  await Promise.all(
    (Object.keys(core.chains.chains) as ChainNamespace[]).map((namespace) =>
      reconnectNamespace(core, namespace, remembered[namespace] ?? [], shared),
    ),
  )
}

function resume(
  core: SessionCore,
  namespace: ChainNamespace,
  connectorId: string,
  shared: Map<string, Promise<Resumed>>,
) {
  const source = sourceOf(core, namespace, connectorId)
  const ask = () =>
    withTimeout(
      source.reconnect({
        caipNetwork: core.chains.chains[namespace]?.caipNetwork,
        waitMs: INJECTED_WALLET_WAIT_MS,
      }),
      RESUME_TIMEOUT_MS,
    ).catch((error: unknown) => {
      console.warn(`[appkit] could not reconnect ${connectorId}`, error)
      return undefined
    })
  if (!source.multiNamespace) return ask()
  let asked = shared.get(connectorId)
  if (!asked) {
    asked = ask()
    shared.set(connectorId, asked)
  }
  return asked
}

async function reconnectNamespace(
  core: SessionCore,
  namespace: ChainNamespace,
  remembered: string[],
  shared: Map<string, Promise<Resumed>>,
): Promise<void> {
  const connectorIds = remembered.filter((id) => hasSource(core, namespace, id))
  if (connectorIds.length === 0) return
  setAccount(core.chains, namespace, { status: 'reconnecting' })
  core.session.emit('account', { namespace, status: 'reconnecting' })
  const resuming = core.internal.reconnect.resuming
  // Asked in parallel (each may wait for its extension to announce), applied in MRU order.
  for (const id of connectorIds) resuming.add(connectorKey(namespace, id))
  const results = await Promise.all(
    connectorIds.map((id) =>
      resume(core, namespace, id, shared).finally(() => resuming.delete(connectorKey(namespace, id))),
    ),
  )
  const accountOf = (index: number) => {
    const result = results[index]
    return result === TIMED_OUT ? TIMED_OUT : result?.[namespace]
  }
  for (const [index, connectorId] of [...connectorIds.entries()].reverse()) {
    const account = accountOf(index)
    // A wallet that did not answer in time stays remembered for the next load, but is not held.
    if (account === TIMED_OUT) removeConnection(core.connections, namespace, connectorId)
    else if (account) {
      upsertConnection(core.connections, namespace, connectionOf(connectorId, account), {
        makeCurrent: false,
      })
    } else {
      removeConnection(core.connections, namespace, connectorId)
      forgetConnection(core, namespace, connectorId)
    }
  }
  // A wallet the user connected while this ran stays current; else the most recently used one.
  const held = core.connections.namespaces[namespace]
  const first = connectorIds.find((_, index) => {
    const account = accountOf(index)
    return account && account !== TIMED_OUT
  })
  if (held && first && !held.current) held.current = first
  showCurrentConnection(core, namespace)
}
