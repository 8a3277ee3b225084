import {
  AccountNotFoundError,
  type CaipNetwork,
  ConnectorNotConnectedError,
  FailedToConnectError,
  toAppKitError,
} from '@appkit/common'
import type { AdapterAccount, AdapterContext } from '@appkit/controllers'
import type { Eip1193Provider } from '../eip1193.js'
import { personalSign } from '../sign-message.js'
import { switchChain } from '../switch-chain.js'
import { accountFromSession, peerWalletInfo, toPlainAddresses } from './caip-account.js'
import { WALLET_CONNECT_CONNECTOR_ID as ID } from './connector.js'
import { loadUniversalProvider } from './load-provider.js'
import { eip155Namespace, requestedChains } from './namespaces.js'
import type { EvmWalletConnectOptions } from './options.js'
import { isPairingUsable } from './pairing-renewal.js'
import { createPendingPairing, type PendingPairing } from './pending-pairing.js'
import { type PlatformProbe, readPlatform, reusesPairing } from './platform.js'
import type { ProviderLoader, WalletConnectProvider } from './provider.js'
import { providerInitOptions, verifyEnabled } from './provider-options.js'
import {
  browserStorage,
  clearRequestedChains,
  loadRequestedChains,
  type SyncStorage,
  sameChains,
  saveRequestedChains,
} from './requested-chains.js'
import { settleWithin } from './settle-within.js'

/** How long a session delete may take before the adapter lets go (the relay may be unreachable). */
export const WALLET_CONNECT_DISCONNECT_TIMEOUT_MS = 3000

export interface WalletConnectClientConfig {
  context: AdapterContext
  options: EvmWalletConnectOptions
  /** Injected by tests; the default loads @walletconnect/universal-provider. */
  loadProvider?: ProviderLoader
  platform?: () => PlatformProbe
  storage?: SyncStorage
}

export interface WalletConnectClient {
  connect(): Promise<AdapterAccount>
  reconnect(): Promise<AdapterAccount | undefined>
  disconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  signMessage(address: string, message: string): Promise<string>
  getProvider(): WalletConnectProvider | undefined
  teardown(): void
}

function chainIdOf(value: unknown): number | undefined {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** WalletConnect for the EVM adapter: one UniversalProvider, one session, one pending pairing. */
export function createWalletConnectClient(config: WalletConnectClientConfig): WalletConnectClient {
  const { context, options } = config
  const { events, networks } = context
  const load = config.loadProvider ?? loadUniversalProvider
  const storage = config.storage ?? browserStorage()
  const platform = config.platform ?? readPlatform
  let starting: Promise<WalletConnectProvider> | undefined
  let provider: WalletConnectProvider | undefined
  let latest: PendingPairing | undefined
  /** The connection the user waits for, if any: one at a time. */
  const waiting = () => (latest?.settled === false ? latest : undefined)
  /** The session reported to the core; wallet events count only while there is one. */
  let sessionTopic: string | undefined

  function start(): Promise<WalletConnectProvider> {
    starting ??= load(providerInitOptions(context, options), verifyEnabled(context, options)).then(
      (loaded) => {
        provider = loaded
        listen(loaded)
        return loaded
      },
      (error) => {
        starting = undefined
        throw error
      },
    )
    return starting
  }

  function listen(p: WalletConnectProvider) {
    p.on('display_uri', (uri: string) => waiting()?.show(uri))
    p.on('accountsChanged', (accounts: unknown) => {
      if (sessionTopic) events.accountsChanged(ID, toPlainAddresses(accounts))
    })
    p.on('chainChanged', (chainId: unknown) => {
      const id = chainIdOf(chainId)
      if (sessionTopic && id) events.chainChanged(ID, id)
    })
    const ended = () => {
      if (!sessionTopic) return
      sessionTopic = undefined
      events.disconnected(ID)
    }
    // UniversalProvider emits both for a wallet's delete; `ended` reports it once.
    p.on('session_delete', ended)
    p.on('disconnect', ended)
    p.client.on('session_expire', ({ topic }) => {
      if (topic === sessionTopic) ended()
    })
  }

  async function readAccount(p: WalletConnectProvider): Promise<AdapterAccount | undefined> {
    const namespaces = p.session?.namespaces ?? {}
    const accounts = Object.entries(namespaces)
      .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
      .flatMap(([, namespace]) => namespace.accounts)
    // The chain the provider is on (it remembers a switch across reloads); answered locally.
    const active = await p.request<unknown>({ method: 'eth_chainId' }).catch(() => undefined)
    const account = accountFromSession(accounts, chainIdOf(active))
    return account && { ...account, walletInfo: peerWalletInfo(p.session) }
  }

  /** Deletes the session; an unreachable relay must not keep the dapp waiting. */
  async function endSession(p: WalletConnectProvider) {
    sessionTopic = undefined
    if (!p.session) return
    await settleWithin(p.disconnect(), WALLET_CONNECT_DISCONNECT_TIMEOUT_MS)
  }

  function startPending(p: WalletConnectProvider): PendingPairing {
    const chains = requestedChains(networks)
    const state = createPendingPairing({
      propose: () => p.connect({ optionalNamespaces: { eip155: eip155Namespace(networks) } }),
      showUri: (uri) => events.walletConnectUri(uri),
      toError: toAppKitError,
      approved: async (settledOrNot) => {
        if (settledOrNot.settled) {
          // Approved after the dapp stopped waiting: nobody will use this session, so end it.
          if (!sessionTopic) await endSession(p)
          return
        }
        const account = await readAccount(p).catch(() => undefined)
        if (!account || !p.session) return state.settle({ error: new AccountNotFoundError() })
        saveRequestedChains(storage, chains)
        sessionTopic = p.session.topic
        state.settle({ account })
      },
    })
    return state
  }

  function requireSession(): WalletConnectProvider {
    if (!provider?.session || !sessionTopic) throw new ConnectorNotConnectedError()
    return provider
  }

  /** EIP-1193 over the provider: requests go to the session's current chain unless told otherwise. */
  function asEip1193(p: WalletConnectProvider, chainFor?: (method: string) => string | undefined) {
    const wallet: Eip1193Provider = {
      request: ({ method, params }) =>
        p.request({ method, params: params as unknown[] | object | undefined }, chainFor?.(method)),
    }
    return wallet
  }

  // A connect cancelled while the provider was still loading must not go on to make a pairing
  // that nobody waits for (and that renews itself every four minutes).
  let attempts = 0
  let cancelledUpTo = 0

  return {
    async connect() {
      const attempt = ++attempts
      const p = await start()
      if (cancelledUpTo >= attempt) throw new FailedToConnectError({ details: 'The pairing was cancelled' })
      // Asked to connect with a session left over: start afresh, telling the core if it held it.
      if (!waiting() && p.session) {
        const held = sessionTopic !== undefined
        await endSession(p)
        if (held) events.disconnected(ID)
      }
      const current = waiting()
      if (current) {
        const { uri, expiresAt } = current
        const reuse = options.reusePairing ?? reusesPairing(platform())
        // Reuse: offer the same URI again while it is valid, or wait for the one being made.
        if (!reuse || (uri && expiresAt && !isPairingUsable(expiresAt))) current.pair()
        else if (uri) events.walletConnectUri(uri)
        return current.promise
      }
      latest = startPending(p)
      latest.pair()
      return latest.promise
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
      const account = await readAccount(p)
      if (account) sessionTopic = p.session.topic
      return account
    },

    /**
     * A new createAppKit replaces this adapter: stop reporting and stop renewing, but keep the
     * session in storage, where the new adapter resumes it.
     */
    teardown() {
      cancelledUpTo = attempts
      sessionTopic = undefined
      waiting()?.settle({ error: new FailedToConnectError({ details: 'The adapter was replaced' }) })
    },

    async disconnect() {
      cancelledUpTo = attempts
      const current = waiting()
      if (current) {
        current.settle({ error: new FailedToConnectError({ details: 'The pairing was cancelled' }) })
        await provider?.cleanupPendingPairings()
        return
      }
      if (provider) await endSession(provider)
      clearRequestedChains(storage)
    },

    async switchNetwork(network) {
      const p = requireSession()
      const chain = `eip155:${network.id}`
      // The target chain goes with the switch request; adding a chain goes through the current one.
      await switchChain(
        asEip1193(p, (method) => (method === 'wallet_switchEthereumChain' ? chain : undefined)),
        network,
      )
      // With its RPC URL: a chain missing from rpcMap would otherwise read through WalletConnect's RPC.
      p.setDefaultChain(chain, network.rpcUrls.default.http[0])
    },

    signMessage: async (address, message) => personalSign(asEip1193(requireSession()), address, message),

    getProvider: () => provider,
  }
}
