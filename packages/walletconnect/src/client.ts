import {
  AccountNotFoundError,
  type CaipNetwork,
  type ChainNamespace,
  ConnectorNotConnectedError,
  FailedToConnectError,
  toAppKitError,
  WALLET_CONNECT_DISCONNECT_TIMEOUT_MS,
} from '@appkit/common'
import type {
  MultiNamespaceEvents,
  NamespaceAccounts,
  WalletConnectNamespace,
  WalletConnectRules,
} from '@appkit/controllers'
import { addCacaoSessions } from './add-cacao-sessions.js'
import { WALLET_CONNECT_CONNECTOR_ID as ID } from './connector.js'
import { loadUniversalProvider } from './load-provider.js'
import { connectAndSignIn, usesOneStepSignIn } from './one-step-sign-in.js'
import type { WalletConnectInit } from './options.js'
import { isPairingUsable } from './pairing-renewal.js'
import { createPendingPairing, type PendingPairing } from './pending-pairing.js'
import { type PlatformProbe, readPlatform, reusesPairing } from './platform.js'
import { proposalNamespaces, requestedChains } from './proposal-namespaces.js'
import type {
  ProviderLoader,
  WalletConnectCacao,
  WalletConnectProvider,
  WalletConnectSession,
} from './provider.js'
import { providerInitOptions, verifyEnabled } from './provider-options.js'
import {
  browserStorage,
  clearRequestedChains,
  loadRequestedChains,
  type SyncStorage,
  sameChains,
  saveRequestedChains,
} from './requested-chains.js'
import { sessionNamespaces, sessionReader } from './session-accounts.js'
import { settleWithin } from './settle-within.js'
import { listenToWallet } from './wallet-events.js'

export interface WalletConnectClientConfig {
  init: WalletConnectInit
  networks: readonly CaipNetwork[]
  events: MultiNamespaceEvents
  /** The adapters' parts of the proposal, asked at each connect. */
  namespaces: () => Partial<Record<ChainNamespace, WalletConnectNamespace>>
  /** Each namespace's rules, from the dapp's adapters: how its chains read, if it signs in at pairing. */
  rules: WalletConnectRules
  /** Injected by tests; the default loads @walletconnect/universal-provider. */
  loadProvider?: ProviderLoader
  platform?: () => PlatformProbe
  storage?: SyncStorage
}

export interface WalletConnectClient {
  connect(signal?: AbortSignal): Promise<NamespaceAccounts>
  reconnect(): Promise<NamespaceAccounts | undefined>
  disconnect(): Promise<void>
  request<T>(args: { method: string; params?: unknown }, chainId?: string): Promise<T>
  setDefaultChain(chainId: string, rpcUrl?: string): void
  getProvider(): WalletConnectProvider | undefined
  teardown(): void
}

/** WalletConnect for the whole instance: one UniversalProvider, one session, one pending pairing. */
export function createWalletConnectClient(config: WalletConnectClientConfig): WalletConnectClient {
  const { init, events, networks } = config
  const load = config.loadProvider ?? loadUniversalProvider
  const storage = config.storage ?? browserStorage()
  const platform = config.platform ?? readPlatform
  let starting: Promise<WalletConnectProvider> | undefined
  let provider: WalletConnectProvider | undefined
  let latest: PendingPairing | undefined
  /** The connection the user waits for, if any: one at a time. */
  const waiting = () => (latest?.settled === false ? latest : undefined)
  /** The session reported to the core, and the namespaces it covers; events count only for it. */
  let reported: { session: WalletConnectSession; namespaces: ChainNamespace[] } | undefined
  /** Torn down: the instance is gone, and a connect still loading the provider must not pair. */
  let stopped = false
  const read = sessionReader(config.rules)
  /** The dapp's sign-in, when pairing signs in too (every network of a namespace one-step sign-in carries). */
  const signIn = usesOneStepSignIn(init.siwx, networks, config.rules) ? init.siwx : undefined
  /** Sign-in at pairing signs in on the first network's namespace (of one that it carries, as all are). */
  const signInNamespace = networks[0]?.chainNamespace

  function start(): Promise<WalletConnectProvider> {
    starting ??= load(providerInitOptions(init), verifyEnabled(init)).then(
      (loaded) => {
        provider = loaded
        loaded.on('display_uri', (uri: string) => waiting()?.show(uri))
        listenToWallet(loaded, {
          events,
          read,
          reported: () => reported?.session,
          activeChain: (namespace) => activeChain(loaded, namespace),
          ended,
        })
        return loaded
      },
      (error) => {
        starting = undefined
        throw error
      },
    )
    return starting
  }

  function activeChain(p: WalletConnectProvider, namespace: ChainNamespace): number | string | undefined {
    try {
      return read.chainIdOf(namespace, p.rpcProviders[namespace]?.getDefaultChain())
    } catch {
      return undefined
    }
  }

  function report(p: WalletConnectProvider, session: WalletConnectSession): NamespaceAccounts {
    const accounts = read.sessionAccounts(session, (namespace) => activeChain(p, namespace))
    reported = { session, namespaces: sessionNamespaces(session) }
    return accounts
  }

  /** The session ended on the wallet's side: every namespace it covered is disconnected, once. */
  function ended() {
    if (!reported) return
    const { namespaces } = reported
    reported = undefined
    for (const namespace of namespaces) events.disconnected({ namespace, connectorId: ID })
  }

  /** Deletes the session; an unreachable relay must not keep the dapp waiting. */
  async function endSession(p: WalletConnectProvider) {
    reported = undefined
    if (!p.session) return
    await settleWithin(p.disconnect(), WALLET_CONNECT_DISCONNECT_TIMEOUT_MS)
  }

  /** Proposes a session; with the dapp's sign-in, also asks for it (spec §5), for the Cacaos. */
  async function propose(p: WalletConnectProvider): Promise<WalletConnectCacao[] | undefined> {
    const optionalNamespaces = proposalNamespaces(networks, config.namespaces())
    if (signIn)
      return connectAndSignIn({
        provider: p,
        siwx: signIn,
        networks,
        optionalNamespaces,
        rules: config.rules,
      })
    await p.connect({ optionalNamespaces })
    return undefined
  }

  function startPending(p: WalletConnectProvider): PendingPairing {
    const chains = requestedChains(networks)
    const pending = createPendingPairing({
      propose: () => propose(p),
      showUri: (uri) => events.pairingUri(uri),
      toError: toAppKitError,
      approved: async (settledOrNot, cacaos) => {
        if (settledOrNot.settled) {
          // Approved after the dapp stopped waiting: nobody will use this session, so end it.
          if (!reported) await endSession(p)
          return
        }
        if (signIn && signInNamespace && cacaos && p.session) {
          // Before the account is reported: the modal then finds the visitor signed in.
          const active = activeChain(p, signInNamespace)
          await addCacaoSessions(
            signIn,
            cacaos,
            config.rules,
            active === undefined ? undefined : `${signInNamespace}:${active}`,
          )
          // The user walked away while the signatures were checked: the session ends as above.
          if (settledOrNot.settled) {
            if (!reported) await endSession(p)
            return
          }
        }
        const session = p.session
        const accounts = session ? report(p, session) : {}
        if (Object.keys(accounts).length === 0) {
          reported = undefined
          return pending.settle({
            error: new AccountNotFoundError({ details: 'The session has no account' }),
          })
        }
        saveRequestedChains(storage, chains)
        pending.settle({ accounts })
      },
    })
    return pending
  }

  /** Stops the wait: the URI goes, renewal stops, a late approval is ended. */
  async function cancelPending(reason: unknown) {
    const current = waiting()
    if (!current) return
    current.settle({ error: reason })
    await provider?.cleanupPendingPairings()
  }

  function requireSession(): WalletConnectProvider {
    if (!provider?.session || !reported) throw new ConnectorNotConnectedError()
    return provider
  }

  return {
    async connect(signal) {
      const p = await start()
      if (stopped) throw new FailedToConnectError({ details: 'The instance was destroyed' })
      if (signal?.aborted) throw signal.reason
      // Asked to connect with a session left over: start afresh, telling the core if it held it.
      if (!waiting() && p.session) {
        const held = reported
        await endSession(p)
        for (const namespace of held?.namespaces ?? []) events.disconnected({ namespace, connectorId: ID })
      }
      let current = waiting()
      if (current) {
        const { uri, expiresAt } = current
        const reuse = init.reusePairing ?? reusesPairing(platform())
        // Reuse: offer the same URI again while it is valid, or wait for the one being made.
        if (!reuse || (uri && expiresAt && !isPairingUsable(expiresAt))) current.pair()
        else if (uri) events.pairingUri(uri)
      } else {
        current = startPending(p)
        latest = current
        current.pair()
      }
      if (!signal) return current.promise
      // The user walking away stops the pairing, for every caller waiting on it.
      const onAbort = () => void cancelPending(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
      return current.promise.finally(() => signal.removeEventListener('abort', onAbort))
    },

    async reconnect() {
      const p = await start()
      if (!p.session) return undefined
      const stored = loadRequestedChains(storage)
      if (!stored || !sameChains(stored, requestedChains(networks))) {
        // Spec §4: the session is dropped when the configured chains differ from those requested.
        await endSession(p)
        clearRequestedChains(storage)
        return undefined
      }
      const accounts = report(p, p.session)
      return Object.keys(accounts).length > 0 ? accounts : undefined
    },

    /**
     * The instance stops: no more reports, no more renewal, but the session stays in storage, where
     * the next instance resumes it.
     */
    teardown() {
      stopped = true
      reported = undefined
      void cancelPending(new FailedToConnectError({ details: 'The instance was destroyed' }))
    },

    async disconnect() {
      if (waiting()) {
        await cancelPending(new FailedToConnectError({ details: 'The pairing was cancelled' }))
        return
      }
      if (provider) await endSession(provider)
      clearRequestedChains(storage)
    },

    request: async (args, chainId) =>
      requireSession().request(
        { method: args.method, params: args.params as unknown[] | object | undefined },
        chainId,
      ),

    setDefaultChain(chainId, rpcUrl) {
      requireSession().setDefaultChain(chainId, rpcUrl)
    },

    getProvider: () => provider,
  }
}
