import { INJECTED_WALLET_WAIT_MS } from '@appkit/common'
import { type ChainState, chainsState, setAccount } from '../state/chains.js'
import { connectionsState, removeConnection, upsertConnection } from '../state/connections.js'
import { optionsState } from '../state/options.js'
import { showCurrentConnection } from './apply-account.js'
import { forgetConnection, readRememberedConnections } from './remembered-connections.js'

/**
 * How long one wallet may take to resume (not in the spec). A WalletConnect relay that never
 * answers must not keep the namespace 'reconnecting', nor block the wallets that did answer.
 */
export const RESUME_TIMEOUT_MS = 10_000
const TIMED_OUT = Symbol('timed out')

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

let running: Promise<void> | undefined
const resuming = new Set<string>()

/** Forgets a run in flight, for a new createAppKit. */
export function resetReconnect(): void {
  running = undefined
  resuming.clear()
}

/** A connector this run is still resuming: connecting it now would race the resume. */
export function isReconnecting(namespace: string, connectorId: string): boolean {
  return resuming.has(`${namespace}:${connectorId}`)
}

/**
 * Resumes the remembered connections without prompting, most recently used first: the first that
 * resumes becomes current; the others are held beside it. One run at a time (spec §4).
 */
export function reconnect(): Promise<void> {
  running ??= reconnectAll().finally(() => {
    running = undefined
  })
  return running
}

async function reconnectAll(): Promise<void> {
  if (!optionsState.enableReconnect) return
  const remembered = readRememberedConnections()
  await Promise.all(
    Object.values(chainsState.chains).map(
      (chain) => chain && reconnectNamespace(chain, remembered[chain.namespace] ?? []),
    ),
  )
}

async function reconnectNamespace(chain: ChainState, connectorIds: string[]): Promise<void> {
  const { adapter, namespace } = chain
  if (!adapter || connectorIds.length === 0) return
  setAccount(namespace, { status: 'reconnecting' })
  // Asked in parallel (each may wait for its extension to announce), applied in MRU order.
  for (const id of connectorIds) resuming.add(`${namespace}:${id}`)
  const results = await Promise.all(
    connectorIds.map((connectorId) =>
      withTimeout(
        adapter.reconnect({ connectorId, caipNetwork: chain.caipNetwork, waitMs: INJECTED_WALLET_WAIT_MS }),
        RESUME_TIMEOUT_MS,
      )
        .catch((error: unknown) => {
          console.warn(`[appkit] could not reconnect ${connectorId}`, error)
          return undefined
        })
        .finally(() => resuming.delete(`${namespace}:${connectorId}`)),
    ),
  )
  for (const [index, connectorId] of [...connectorIds.entries()].reverse()) {
    const account = results[index]
    // A wallet that did not answer in time stays remembered for the next load, but is not held.
    if (account === TIMED_OUT) removeConnection(namespace, connectorId)
    else if (account) {
      upsertConnection(
        namespace,
        { connectorId, accounts: account.accounts, chainId: account.chainId, walletInfo: account.walletInfo },
        { makeCurrent: false },
      )
    } else {
      removeConnection(namespace, connectorId)
      forgetConnection(namespace, connectorId)
    }
  }
  // A wallet the user connected while this ran stays current; else the most recently used one.
  const held = connectionsState.namespaces[namespace]
  const first = connectorIds.find((_, index) => results[index] && results[index] !== TIMED_OUT)
  if (held && first && !held.current) held.current = first
  showCurrentConnection(namespace)
}
