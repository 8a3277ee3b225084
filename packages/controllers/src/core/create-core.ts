import {
  AdapterNamespaceMissingError,
  ANALYTICS_FLUSH_BYTES,
  ANALYTICS_FLUSH_INTERVAL_MS,
  type CaipNetwork,
  type ChainNamespace,
  ERROR_REPORTS_MAX,
  ERROR_REPORTS_WINDOW_MS,
  isCaipNetworkId,
  NoNetworksError,
} from '@appkit/common'
import { ref } from 'valtio/vanilla'
import { accountApi } from '../account/account-api.js'
import { reconnect } from '../session/reconnect.js'
import { createSessionSink } from '../session/session-sink.js'
import { createActivityState } from '../state/activity.js'
import { addChain, createChainsState } from '../state/chains.js'
import { createConnectionsState } from '../state/connections.js'
import { createConnectorsState, setConnectors } from '../state/connectors.js'
import { createEmailLoginState } from '../state/email-login.js'
import { createLastEventState } from '../state/events.js'
import { createOptionsState, type OptionsInput } from '../state/options.js'
import { createSiwxState } from '../state/siwx.js'
import { createWalletConnectState } from '../state/wallet-connect.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { EmbeddedWalletAccess } from '../types/embedded-wallet.js'
import type {
  MultiNamespaceConnector,
  WalletConnectAccess,
  WalletConnectNamespace,
} from '../types/wallet-connect.js'
import { createStorage, type KeyValueBackend, STORAGE_KEYS } from '../utils/storage.js'
import type { CoreInternal, SessionCore } from './core.js'
import { createEmitter } from './emitter.js'
import type { SessionEvents } from './session-events.js'

export interface CoreOptions extends Omit<OptionsInput, 'networks'> {
  adapters: ChainAdapter[]
  networks: readonly CaipNetwork[]
  /** The one WalletConnect session of the instance, shared by every namespace. */
  walletConnect?: MultiNamespaceConnector & WalletConnectAccess
  /** The embedded (email) wallet: one login, an account in each namespace it covers. */
  embeddedWallet?: MultiNamespaceConnector & EmbeddedWalletAccess
  /** Where the instance keeps what it remembers; the page's localStorage by default. */
  storage?: KeyValueBackend
}

function byNamespace(networks: readonly CaipNetwork[]): Map<ChainNamespace, CaipNetwork[]> {
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  return groups
}

/**
 * Creates an instance: the state of the dapp's options, one chain entry per namespace of its
 * networks, the active network (the one used last, else the default, else the first), the
 * adapters and WalletConnect started, and remembered connections resumed (`core.ready`).
 * Nothing here navigates or holds a view: a core is a session layer only. The modal adds its
 * store when it comes (`withModal`) and its flows when the UI attaches them (`attachModalFlows`).
 */
export function createAppKitCore({
  adapters,
  networks,
  walletConnect,
  embeddedWallet,
  storage,
  ...options
}: CoreOptions): SessionCore {
  if (networks.length === 0) throw new NoNetworksError()
  for (const adapter of adapters) {
    if (!adapter.namespace) throw new AdapterNamespaceMissingError()
  }
  const internal: CoreInternal = {
    adapters,
    multiNamespace: new Map(),
    embeddedWallet,
    connecting: new Map(),
    reconnect: { resuming: new Set() },
    balances: new Map(),
    eventListeners: new Set(),
    cleanups: new Set(),
    destroyed: false,
  }
  let ready: Promise<void> = Promise.resolve()
  const core: SessionCore = {
    options: createOptionsState({ ...options, networks: [...networks] }),
    chains: createChainsState(),
    connections: createConnectionsState(),
    connectors: createConnectorsState(),
    walletConnect: createWalletConnectState(),
    siwx: createSiwxState(),
    activity: createActivityState(),
    emailLogin: createEmailLoginState(),
    lastEvent: createLastEventState(),
    session: createEmitter<SessionEvents>(),
    storage: createStorage(storage),
    internal,
    get ready() {
      return ready
    },
  }
  const groups = byNamespace(networks)
  for (const [namespace, list] of groups) {
    addChain(
      core.chains,
      namespace,
      list,
      adapters.find((a) => a.namespace === namespace),
    )
  }
  const active = pickActiveNetwork(core, networks, options.defaultNetwork)
  const activeChain = core.chains.chains[active.chainNamespace]!
  activeChain.caipNetwork = ref(active)
  core.chains.activeNamespace = active.chainNamespace

  if (walletConnect) startMultiNamespace(core, walletConnect, groups)
  if (embeddedWallet) startMultiNamespace(core, embeddedWallet, groups)
  for (const adapter of adapters) {
    adapter.setup({
      networks: groups.get(adapter.namespace) ?? [],
      events: createSessionSink(core, adapter.namespace),
      projectId: core.options.projectId,
      walletConnect,
      embeddedWallet,
      api: core.options.api && (() => accountApi(core)!),
      metadata: core.options.metadata,
      session: { on: (event, listener) => core.session.on(event, listener) },
    })
  }
  // Analytics' code loads only for a dapp that named an analytics host: a static import would put
  // even their watcher on every dapp's first paint. Their limits go from here: a lazy chunk that
  // imported the constants module would make bundlers split it into a chunk of its own, loaded
  // with the page.
  if (core.options.analyticsUrl)
    import('../analytics/watch-first-event.js').then((chunk) =>
      chunk.watchFirstEvent(core, [
        ANALYTICS_FLUSH_BYTES,
        ANALYTICS_FLUSH_INTERVAL_MS,
        ERROR_REPORTS_MAX,
        ERROR_REPORTS_WINDOW_MS,
      ]),
    )
  ready = reconnect(core)
  return core
}

function startMultiNamespace(
  core: SessionCore,
  source: MultiNamespaceConnector,
  groups: Map<ChainNamespace, CaipNetwork[]>,
): void {
  const { connector } = source
  core.internal.multiNamespace.set(connector.id, source)
  source.setup({
    networks: core.options.networks,
    events: createSessionSink(core, connector.id),
    // WalletConnect asks for its proposal: each adapter gives its namespace's part, a namespace
    // without one gets the default.
    namespaces: () => {
      const parts: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {}
      for (const adapter of core.internal.adapters) {
        const part = adapter.walletConnectNamespace?.(groups.get(adapter.namespace) ?? [])
        if (part) parts[adapter.namespace] = part
      }
      return parts
    },
    rules: Object.fromEntries(core.internal.adapters.map((a) => [a.namespace, a.info?.walletConnect])),
  })
  setConnectors(core.connectors, connector.id, [connector])
}

function pickActiveNetwork(
  core: SessionCore,
  networks: readonly CaipNetwork[],
  defaultNetwork?: CaipNetwork,
): CaipNetwork {
  const stored = core.storage.read(STORAGE_KEYS.activeCaipNetworkId, (raw) =>
    isCaipNetworkId(raw) ? raw : undefined,
  )
  return (
    networks.find((n) => n.caipNetworkId === stored) ??
    networks.find((n) => n.caipNetworkId === defaultNetwork?.caipNetworkId) ??
    networks[0]!
  )
}
