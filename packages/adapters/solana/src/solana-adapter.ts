import {
  AccountNotFoundError,
  type CaipNetwork,
  encodeBase58,
  InvalidRpcResponseError,
  isSolanaAddress,
  ProviderNotFoundError,
  RpcUrlMissingError,
  rpcRequest,
  waitFor,
} from '@appkit/common'
import type {
  AdapterAccount,
  AdapterContext,
  AdapterEvents,
  ChainAdapter,
  Connector,
  SendRequest,
} from '@appkit/controllers'
import { namespacePart } from '@appkit/walletconnect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { readChangedAccounts } from './changed-accounts.js'
import { commitmentLevel, type SolanaPreflightCommitment } from './commitment.js'
import { createSolanaProvider, type RemoteSolanaWallet, type SolanaProvider } from './solana-provider.js'
import { featureOf } from './wallet-features.js'
import { solanaAccounts, watchSolanaWallets } from './wallet-standard.js'

declare module '@appkit/controllers' {
  interface NamespaceProviders {
    solana: SolanaProvider
  }
}

export interface SolanaAdapterOptions {
  /**
   * The commitment of preflight checks and of the wait for a send, any of spec §3's names;
   * default 'confirmed'.
   */
  commitment?: SolanaPreflightCommitment
}

const accountModule = () => import('./account/index.js')

function toConnector(wallet: Wallet): Connector {
  return { id: wallet.name, name: wallet.name, chain: 'solana', type: 'ANNOUNCED', imageUrl: wallet.icon }
}

/** The network to use with an account: the one asked for when the account has it, else the dapp's first it has. */
function networkFor(account: WalletAccount, networks: readonly CaipNetwork[], asked?: CaipNetwork) {
  const has = (network: CaipNetwork) => account.chains.includes(network.caipNetworkId)
  if (asked && has(asked)) return asked
  return networks.find(has) ?? asked ?? networks[0]
}

/**
 * The Solana adapter once loaded: Wallet Standard wallets (discovered as they register, before or
 * after it starts watching) and the Solana side of the instance's WalletConnect session.
 * Building, signing and sending transactions (with @solana/kit) load later still, on first use.
 */
export function createLoadedSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter<'solana'> {
  const preflight = options.commitment ?? 'confirmed'
  const commitment = commitmentLevel(preflight)
  const wallets = new Map<string, Wallet>()
  const changeListeners = new Set<() => void>()
  const unsubscribers = new Map<string, () => void>()
  /** One provider per connected account, so a dapp holding it sees the same object each time. */
  const providers = new Map<string, SolanaProvider>()
  let stopWatching = () => {}
  let context: AdapterContext | undefined
  let events: AdapterEvents | undefined
  /** The network the dapp uses now: WalletConnect requests go to it. */
  let current: CaipNetwork | undefined
  const wc = (connectorId: string) =>
    context?.walletConnect?.connectorId === connectorId ? context.walletConnect : undefined
  /** A wallet this adapter reaches by requests: the shared WalletConnect session, or the embedded wallet. */
  const remote = (connectorId: string): RemoteSolanaWallet | undefined => {
    const embedded = context?.embeddedWallet
    if (embedded?.connectorId === connectorId) {
      return { request: (args, chainId) => embedded.request('solana', args, chainId) }
    }
    return wc(connectorId)
  }
  const ref = (connectorId: string) => ({ namespace: 'solana' as const, connectorId })
  const networks = () => context?.networks ?? []

  /** The provider of the connected account `address`; requests go to `network` (the current one). */
  function providerFor(connectorId: string, address: string, network = () => current): SolanaProvider {
    const session = remote(connectorId)
    return createSolanaProvider(session ? { walletConnect: session } : { wallet: wallet(connectorId) }, {
      address,
      network: () => {
        const chosen = network() ?? networks()[0]
        if (!chosen) throw new ProviderNotFoundError({ details: 'no Solana network configured' })
        return chosen
      },
      rpcUrlOf,
      commitment: preflight,
    })
  }

  function wallet(connectorId: string): Wallet {
    const found = wallets.get(connectorId)
    if (!found) throw new ProviderNotFoundError({ details: connectorId })
    return found
  }

  function publish(found: Wallet[]) {
    wallets.clear()
    for (const each of found) wallets.set(each.name, each)
    events?.connectorsChanged(found.map(toConnector))
    for (const listener of changeListeners) listener()
  }

  function toAccount(accounts: readonly WalletAccount[], asked?: CaipNetwork): AdapterAccount | undefined {
    const usable = solanaAccounts(accounts)
    const [first] = usable
    if (!first) return undefined
    const network = networkFor(first, networks(), asked)
    current = network
    return { address: first.address, accounts: usable.map((a) => a.address), chainId: network?.id ?? '' }
  }

  /** The wallet's own changes: another account chosen, or none left (the user disconnected there). */
  function listen(connectorId: string, connected: Wallet) {
    unsubscribers.get(connectorId)?.()
    const stop = featureOf(connected, 'standard:events')?.on('change', (properties) => {
      // A change without accounts is about something else (chains, features).
      const payload = (properties as { accounts?: unknown } | undefined)?.accounts
      if (payload === undefined) return
      // The wallet's (or any page script's) word: a malformed list is dropped, not stored.
      const addresses = readChangedAccounts(payload)
      if (addresses === undefined) {
        console.warn('[appkit] the wallet reported accounts that are not Solana accounts; ignored')
        return
      }
      if (addresses.length === 0) events?.disconnected(ref(connectorId))
      else events?.accountsChanged(ref(connectorId), addresses)
    })
    unsubscribers.set(connectorId, () => {
      stop?.()
      unsubscribers.delete(connectorId)
    })
  }

  function teardown() {
    stopWatching()
    stopWatching = () => {}
    for (const unsubscribe of [...unsubscribers.values()]) unsubscribe()
    changeListeners.clear()
    events = undefined
  }

  /** Where a send or a read goes: the network's RPC (the dapp's blockchain API when it names one). */
  const rpcUrlOf = (network: CaipNetwork) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw new RpcUrlMissingError({ details: network.caipNetworkId })
    return url
  }

  return {
    namespace: 'solana',

    setup(next) {
      teardown()
      context = next
      events = next.events
      current = next.networks[0]
      publish([])
      stopWatching = watchSolanaWallets(publish)
    },

    teardown,

    async connect({ connectorId, caipNetwork }) {
      const target = wallet(connectorId)
      const connect = featureOf(target, 'standard:connect')
      if (!connect) throw new ProviderNotFoundError({ details: `${connectorId} cannot connect` })
      const { accounts } = await connect.connect()
      const account = toAccount(accounts, caipNetwork)
      if (!account) throw new AccountNotFoundError({ details: `${connectorId} gave no Solana account` })
      listen(connectorId, target)
      return account
    },

    async reconnect({ connectorId, caipNetwork, waitMs }) {
      const subscribe = (listener: () => void) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      }
      const target = await waitFor(() => wallets.get(connectorId), subscribe, waitMs)
      const connect = target && featureOf(target, 'standard:connect')
      if (!target || !connect) return undefined
      // Silent: a wallet that would have to ask the user again is not a session to resume.
      const { accounts } = await connect.connect({ silent: true })
      const account = toAccount(accounts, caipNetwork)
      if (account) listen(connectorId, target)
      return account
    },

    async disconnect({ connectorId }) {
      for (const key of providers.keys()) if (key.startsWith(`${connectorId}\n`)) providers.delete(key)
      unsubscribers.get(connectorId)?.()
      const target = wallets.get(connectorId)
      if (target) await featureOf(target, 'standard:disconnect')?.disconnect()
    },

    // Solana wallets sign for whichever cluster the dapp names: switching is the dapp's own choice.
    async switchNetwork({ caipNetwork }) {
      current = caipNetwork
    },

    async signMessage({ connectorId, address, message }) {
      const signature = await providerFor(connectorId, address).signMessage(new TextEncoder().encode(message))
      return encodeBase58(signature)
    },

    getProvider(connectorId, address) {
      if (!address || !(remote(connectorId) || wallets.has(connectorId))) return undefined
      const key = `${connectorId}\n${address}`
      const provider = providers.get(key) ?? providerFor(connectorId, address)
      providers.set(key, provider)
      return provider
    },

    walletConnectNamespace: (dappNetworks) => namespacePart('solana', dappNetworks),

    balances: {
      async getNativeBalance({ address, caipNetwork }) {
        const answer = await rpcRequest<{ value?: unknown }>(rpcUrlOf(caipNetwork), 'getBalance', [
          address,
          { commitment },
        ])
        const lamports = answer?.value
        if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
          throw new InvalidRpcResponseError({ details: 'getBalance answered without lamports' })
        }
        return {
          value: BigInt(lamports),
          decimals: caipNetwork.nativeCurrency.decimals,
          symbol: caipNetwork.nativeCurrency.symbol,
        }
      },
      async getTokenBalances({ address, caipNetwork, forceUpdate }) {
        const client = await context?.api?.()
        return client?.getBalances({ address, caipNetworkId: caipNetwork.caipNetworkId, forceUpdate })
      },
    },

    send: {
      async send(request: SendRequest) {
        const { sendTransfer } = await accountModule()
        const provider = providerFor(request.connectorId, request.from, () => request.caipNetwork)
        return sendTransfer(provider, request, { rpcUrl: rpcUrlOf(request.caipNetwork), commitment })
      },
      async waitForReceipt({ hash, caipNetwork, timeoutMs }) {
        const { waitForConfirmation } = await accountModule()
        await waitForConfirmation(rpcUrlOf(caipNetwork), {
          signature: hash,
          caipNetwork,
          timeoutMs,
          commitment,
        })
        return 'confirmed'
      },
      isValidAddress: isSolanaAddress,
    },

    fees: {
      async estimateSendFee(request) {
        const { estimateTransferFee } = await accountModule()
        return estimateTransferFee(rpcUrlOf(request.caipNetwork), request)
      },
    },
  }
}
