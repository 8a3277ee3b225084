import { createEvmAdapter, type Eip1193Provider } from '@appkit/adapter-evm'
import { type CaipNetwork, isUserRejection, ProviderNotFoundError, toAppKitError } from '@appkit/common'
import type { ChainAdapter, Connector } from '@appkit/controllers'
import { type AdapterAccount, type AdapterContext, remoteWallet } from '@appkit/controllers/adapter'
import {
  type Config,
  connect,
  createConfig,
  disconnect,
  signMessage,
  switchChain,
  type Transport,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Address } from 'viem'
import { adoptConnection, heldConnection } from './adopt-connection.js'
import type { ConnectorSource } from './appkit-connector.js'
import { defaultTransports, toWagmiChains } from './chains.js'
import { WagmiEstimateGasError, WagmiSignMessageError } from './errors.js'
import { mirrorFromCore } from './mirror-from-core.js'
import { mirrorToCore } from './mirror-to-core.js'
import { syncConnectors } from './sync-connectors.js'

export interface WagmiAdapterOptions {
  /** The dapp's networks (the same list as createAppKit's); the EVM ones become wagmi's chains. */
  networks: readonly CaipNetwork[]
  /** wagmi transports by chain id; by default each chain's first RPC URL, never a public node. */
  transports?: Record<number, Transport>
  /** Also list `window.ethereum` when no wallet announces itself (EIP-6963). Default true. */
  legacyInjected?: boolean
}

export interface WagmiAdapter {
  /** For `<WagmiProvider config={wagmiConfig}>` and wagmi's core actions. */
  wagmiConfig: Config
  /** For `createAppKit({ adapters: [adapter] })`: the EVM adapter whose state is `wagmiConfig`. */
  adapter: ChainAdapter<'eip155'>
}

const toAccount = (data: { accounts: readonly Address[]; chainId: number }) => ({
  address: data.accounts[0]!,
  accounts: [...data.accounts],
  chainId: data.chainId,
})

/**
 * A wagmi config whose connectors are AppKit's, and the EVM adapter that keeps it and AppKit's
 * core in step. The modal's connect, disconnect and switch go through wagmi's actions; whatever the
 * dapp does with wagmi's actions (or the wallet does by itself) lands in wagmi's store and is told
 * to the core from there. Wallet discovery, sends, balances and WalletConnect are the EVM adapter's.
 */
export function createWagmiAdapter(options: WagmiAdapterOptions): WagmiAdapter {
  const chains = toWagmiChains(options.networks)
  const wagmiConfig: Config = createConfig({
    chains,
    transports: defaultTransports(chains, options.transports),
    connectors: [],
    // Our adapter discovers the wallets (EIP-6963): one list for the modal and for wagmi.
    multiInjectedProviderDiscovery: false,
    // Our core remembers and resumes connections; a second memory would disagree with it.
    storage: null,
  })
  const inner = createEvmAdapter({ legacyInjected: options.legacyInjected })
  const calls = { connecting: new Set<string>(), disconnecting: new Set<string>() }
  // The wallets' answers to the core's resume, while it waits for them: wagmi's own reconnect
  // (WagmiProvider's reconnectOnMount) is answered with the same connection, never a second prompt.
  const resuming = new Map<string, Promise<AdapterAccount | undefined>>()
  let context: AdapterContext | undefined
  let listed: Connector[] = []
  let stops: (() => void)[] = []

  const wagmiConnector = (id: string) =>
    (wagmiConfig.connectors as readonly WagmiConnector[]).find((c) => c.id === id)
  const held = (id: string) => heldConnection(wagmiConfig, id) !== undefined
  const networks = () => context?.networks ?? options.networks

  /** WalletConnect's and the embedded wallet's EVM requests, which connect through the core. */
  function multiNamespaceProvider(id: string): Eip1193Provider | undefined {
    const remote = remoteWallet(context, 'eip155', id)
    return remote && { request: (args) => remote.request(args) }
  }
  const isMultiNamespace = (id: string) => multiNamespaceProvider(id) !== undefined

  function source(connector: Connector): ConnectorSource {
    const { id } = connector
    const multi = isMultiNamespace(id)
    return {
      connector,
      get networks() {
        return networks()
      },
      provider: () => multiNamespaceProvider(id) ?? inner.getProvider(id),
      async connect({ isReconnecting }) {
        const existing = heldConnection(wagmiConfig, id)
        if (isReconnecting && existing) return toAccount(existing)
        const resumed = resuming.get(id)
        if (isReconnecting && resumed) return resumed
        if (multi) return readAccount(multiNamespaceProvider(id)!)
        return isReconnecting
          ? inner.reconnect({ connectorId: id, waitMs: 0 })
          : inner.connect({ connectorId: id })
      },
      // Ending WalletConnect or the embedded wallet is the core's (it ends every namespace);
      // wagmi letting go of it is reported to the core, which drops its EVM connection.
      disconnect: async () => (multi ? undefined : inner.disconnect({ connectorId: id })),
      switchNetwork: (caipNetwork) => inner.switchNetwork({ connectorId: id, caipNetwork }),
      isHeld: () => held(id) || resuming.has(id),
    }
  }

  function multiNamespaceConnectors(): Connector[] {
    const list: Connector[] = []
    const wc = context?.walletConnect
    if (wc) list.push({ id: wc.connectorId, name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' })
    const embedded = context?.embeddedWallet
    if (embedded) list.push({ id: embedded.connectorId, name: 'Email', chain: 'eip155', type: 'AUTH' })
    return list
  }

  const sync = () => syncConnectors(wagmiConfig, [...listed, ...multiNamespaceConnectors()].map(source))

  function teardown() {
    for (const stop of stops) stop()
    stops = []
    inner.teardown?.()
  }

  const adapter: ChainAdapter<'eip155'> = {
    namespace: 'eip155',
    info: inner.info,

    setup(next) {
      teardown()
      context = next
      listed = []
      inner.setup({
        ...next,
        events: {
          ...next.events,
          connectorsChanged(connectors) {
            listed = connectors
            sync()
            next.events.connectorsChanged(connectors)
          },
          // The wallets' own events reach wagmi's store through its connectors; mirrorToCore tells the core.
          accountsChanged: () => undefined,
          chainChanged: () => undefined,
          disconnected: () => undefined,
        },
      })
      sync()
      stops.push(mirrorToCore(wagmiConfig, next.events, calls, isMultiNamespace))
      if (next.session) {
        stops.push(
          mirrorFromCore({
            config: wagmiConfig,
            on: next.session.on,
            multiNamespace: (id) => (isMultiNamespace(id) ? wagmiConnector(id) : undefined),
            disconnecting: calls.disconnecting,
          }),
        )
      }
    },

    teardown,

    async connect({ connectorId }) {
      const connector = wagmiConnector(connectorId)
      if (!connector) throw new ProviderNotFoundError({ details: connectorId })
      const existing = heldConnection(wagmiConfig, connectorId)
      if (existing) return toAccount(existing)
      calls.connecting.add(connectorId)
      try {
        return toAccount(await connect(wagmiConfig, { connector }))
      } finally {
        calls.connecting.delete(connectorId)
      }
    },

    async reconnect({ connectorId, caipNetwork, waitMs }) {
      // Waits for the wallet to announce itself, then resumes it in wagmi's store too.
      const asked = inner.reconnect({ connectorId, caipNetwork, waitMs })
      resuming.set(connectorId, asked)
      try {
        const account = await asked
        const connector = wagmiConnector(connectorId)
        if (!account || !connector) return account
        calls.connecting.add(connectorId)
        try {
          const data = await connector.connect({ isReconnecting: true })
          adoptConnection(wagmiConfig, connector, data)
          return toAccount(data)
        } finally {
          calls.connecting.delete(connectorId)
        }
      } finally {
        if (resuming.get(connectorId) === asked) resuming.delete(connectorId)
      }
    },

    async disconnect({ connectorId }) {
      const connector = wagmiConnector(connectorId)
      if (!connector || !held(connectorId)) return inner.disconnect({ connectorId })
      calls.disconnecting.add(connectorId)
      try {
        await disconnect(wagmiConfig, { connector })
      } finally {
        calls.disconnecting.delete(connectorId)
      }
    },

    async switchNetwork({ connectorId, caipNetwork }) {
      const connector = wagmiConnector(connectorId)
      if (!connector || !held(connectorId) || typeof caipNetwork.id !== 'number') {
        return inner.switchNetwork({ connectorId, caipNetwork })
      }
      await switchChain(wagmiConfig, { chainId: caipNetwork.id, connector })
    },

    async signMessage({ connectorId, address, message }) {
      const connector = wagmiConnector(connectorId)
      if (!connector || !held(connectorId)) return inner.signMessage({ connectorId, address, message })
      try {
        return await signMessage(wagmiConfig, { message, account: address as Address, connector })
      } catch (error) {
        if (isUserRejection(error)) throw toAppKitError(error)
        throw new WagmiSignMessageError({ cause: error, details: toAppKitError(error).details })
      }
    },

    getProvider: (connectorId, address) => inner.getProvider(connectorId, address),
    walletConnectNamespace: (list) => inner.walletConnectNamespace!(list),
    activate: () => inner.activate?.(),

    balances: inner.balances,
    send: inner.send,
    identity: inner.identity,
    activity: inner.activity,
    fees: {
      async estimateSendFee(request) {
        try {
          return await inner.fees!.estimateSendFee(request)
        } catch (error) {
          throw new WagmiEstimateGasError({ cause: error, details: toAppKitError(error).details })
        }
      },
    },
  }

  return { wagmiConfig, adapter }
}

async function readAccount(wallet: Eip1193Provider) {
  const accounts = await wallet.request({ method: 'eth_accounts' })
  const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
  if (!list[0]) return undefined
  return {
    address: list[0],
    accounts: list,
    chainId: Number(await wallet.request({ method: 'eth_chainId' })),
  }
}
