import {
  AccountNotFoundError,
  type CaipNetwork,
  ProviderNotFoundError,
  UnsupportedChainError,
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
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { chainOfAccount, chainReference } from './account-chain.js'
import { isAddressOnAny, looksLikeAddressOn } from './address-shape.js'
import { bitcoinChainOf } from './bitcoin-chains.js'
import type { BitcoinProvider } from './bitcoin-provider.js'
import { createBitcoinProvider } from './create-provider.js'
import { BITCOIN_ERROR_MESSAGES } from './error-messages.js'
import { type EsploraUrls, esploraUrlOf } from './esplora-url.js'
import { nativeBalance } from './native-balance.js'
import { resumeAccounts } from './resume-accounts.js'
import { accountAddresses, type BitcoinAccounts, pickAccounts } from './wallet-accounts.js'
import { featureOf } from './wallet-features.js'
import { watchBitcoinWallets } from './wallet-standard.js'
import { bitcoinNamespace } from './walletconnect-namespace.js'

declare module '@appkit/controllers' {
  interface NamespaceProviders {
    bip122: BitcoinProvider
  }
}

export interface BitcoinAdapterOptions {
  /**
   * The Esplora HTTP API of each network, by CAIP-2 id, where UTXOs, fee estimates and
   * transaction status are read and transactions sent. Without one, a network that reads through
   * the dapp's blockchain API uses `{api}/bitcoin/{chain}/api`, and any other its own RPC URL
   * (see esplora-url.ts).
   */
  esploraUrl?: EsploraUrls
}

const accountModule = () => import('./account/index.js')
const PURPOSES = ['payment', 'ordinals'] as const

function toConnector(wallet: Wallet): Connector {
  return { id: wallet.name, name: wallet.name, chain: 'bip122', type: 'ANNOUNCED', imageUrl: wallet.icon }
}

const held = ({ payment, ordinals }: BitcoinAccounts): WalletAccount[] =>
  ordinals ? [payment, ordinals] : [payment]

/**
 * The Bitcoin adapter once loaded: Wallet Standard wallets with the Bitcoin extension (discovered
 * as they register) and the bip122 side of the instance's WalletConnect session. PSBTs, the
 * Esplora client and bitcoinjs-lib load later still, on first use (`account/`).
 */
export function createLoadedBitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter<'bip122'> {
  const wallets = new Map<string, Wallet>()
  /** What each connected wallet gave: its payment and ordinals accounts. */
  const connections = new Map<string, BitcoinAccounts>()
  const changeListeners = new Set<() => void>()
  const unsubscribers = new Map<string, () => void>()
  /** One provider per connected account, so a dapp holding it sees the same object each time. */
  const providers = new Map<string, BitcoinProvider>()
  let stopWatching = () => {}
  let context: AdapterContext | undefined
  let events: AdapterEvents | undefined
  /** The network the dapp uses now: requests and sends go to it. */
  let current: CaipNetwork | undefined
  const remote = (connectorId: string) =>
    context?.walletConnect?.connectorId === connectorId ? context.walletConnect : undefined
  const ref = (connectorId: string) => ({ namespace: 'bip122' as const, connectorId })
  const networks = () => context?.networks ?? []
  const esploraUrl = (network: CaipNetwork) => esploraUrlOf(network, options.esploraUrl)
  const esplora = async (network: CaipNetwork) => (await accountModule()).esploraClient(esploraUrl(network))
  /** Where a transfer on `network` reads its coins and fee rate: the chain and its Esplora. */
  const transferFrom = async (network: CaipNetwork) => {
    const chain = bitcoinChainOf(network.caipNetworkId)
    if (!chain) throw new UnsupportedChainError({ details: network.caipNetworkId })
    return { chain, esplora: await esplora(network) }
  }

  function wallet(connectorId: string): Wallet {
    const found = wallets.get(connectorId)
    if (!found) throw new ProviderNotFoundError({ details: connectorId })
    return found
  }

  /** The provider of the connected account `address`; requests go to `network` (the current one). */
  function providerFor(connectorId: string, address: string, network = () => current): BitcoinProvider {
    const session = remote(connectorId)
    return createBitcoinProvider(session ? { walletConnect: session } : { wallet: wallet(connectorId) }, {
      address,
      network: () => {
        const chosen = network() ?? networks()[0]
        if (!chosen) throw new ProviderNotFoundError({ details: 'no Bitcoin network configured' })
        return chosen
      },
      esploraUrlOf: esploraUrl,
      connected: () => {
        const accounts = connections.get(connectorId)
        return accounts ? held(accounts) : []
      },
    })
  }

  function publish(found: Wallet[]) {
    wallets.clear()
    for (const each of found) wallets.set(each.name, each)
    events?.connectorsChanged(found.map(toConnector))
    for (const listener of changeListeners) listener()
  }

  /** The connection's account from what the wallet gave, on the chain its payment address is on. */
  function toAccount(connectorId: string, given: unknown, asked?: CaipNetwork): AdapterAccount | undefined {
    const accounts = pickAccounts(Array.isArray(given) ? (given as WalletAccount[]) : [])
    if (!accounts) return undefined
    connections.set(connectorId, accounts)
    const caipNetworkId = chainOfAccount(accounts.payment, networks(), asked ?? current) ?? ''
    current = networks().find((network) => network.caipNetworkId === caipNetworkId) ?? current
    return {
      address: accounts.payment.address,
      accounts: accountAddresses(accounts),
      chainId: chainReference(caipNetworkId),
    }
  }

  /** The wallet's own changes: other accounts shown (maybe on another network), or none left. */
  function listen(connectorId: string, target: Wallet) {
    unsubscribers.get(connectorId)?.()
    const stop = featureOf(target, 'standard:events')?.on('change', ({ accounts }) => {
      if (!accounts) return
      const before = connections.get(connectorId)
      const after = pickAccounts(accounts)
      if (!after) {
        connections.delete(connectorId)
        return events?.disconnected(ref(connectorId))
      }
      connections.set(connectorId, after)
      events?.accountsChanged(ref(connectorId), accountAddresses(after))
      const chain = chainOfAccount(after.payment, networks(), current)
      if (chain && before && chain !== chainOfAccount(before.payment, networks(), current)) {
        events?.chainChanged(ref(connectorId), chainReference(chain))
      }
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

  return {
    namespace: 'bip122',
    errorMessages: BITCOIN_ERROR_MESSAGES,

    setup(next) {
      teardown()
      context = next
      events = next.events
      current = next.networks[0]
      publish([])
      stopWatching = watchBitcoinWallets(publish)
    },

    teardown,

    async connect({ connectorId, caipNetwork }) {
      const target = wallet(connectorId)
      const { accounts } = await featureOf(target, 'bitcoin:connect')!.connect({ purposes: PURPOSES })
      const account = toAccount(connectorId, accounts, caipNetwork)
      if (!account) throw new AccountNotFoundError({ details: `${connectorId} gave no Bitcoin account` })
      listen(connectorId, target)
      return account
    },

    async reconnect({ connectorId, caipNetwork, waitMs }) {
      const subscribe = (listener: () => void) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      }
      const target = await waitFor(() => wallets.get(connectorId), subscribe, waitMs)
      if (!target) return undefined
      const account = toAccount(connectorId, await resumeAccounts(target, PURPOSES), caipNetwork)
      if (account) listen(connectorId, target)
      return account
    },

    async disconnect({ connectorId }) {
      for (const key of providers.keys()) if (key.startsWith(`${connectorId}\n`)) providers.delete(key)
      unsubscribers.get(connectorId)?.()
      connections.delete(connectorId)
      const target = wallets.get(connectorId)
      if (target) await featureOf(target, 'standard:disconnect')?.disconnect()
    },

    // A Bitcoin address belongs to one network: the wallet's account must be on the one asked.
    async switchNetwork({ connectorId, caipNetwork }) {
      const payment = connections.get(connectorId)?.payment
      const chain = bitcoinChainOf(caipNetwork.caipNetworkId)
      if (payment && chain && !looksLikeAddressOn(payment.address, chain)) {
        throw new UnsupportedChainError({
          details: `${payment.address} is not an address of ${caipNetwork.name}: switch networks in the wallet`,
        })
      }
      current = caipNetwork
    },

    async signMessage({ connectorId, address, message }) {
      return providerFor(connectorId, address).signMessage({ message, address })
    },

    getProvider(connectorId, address) {
      if (!address || !(remote(connectorId) || wallets.has(connectorId))) return undefined
      const key = `${connectorId}\n${address}`
      const provider = providers.get(key) ?? providerFor(connectorId, address)
      providers.set(key, provider)
      return provider
    },

    walletConnectNamespace: bitcoinNamespace,

    balances: {
      getNativeBalance: ({ address, caipNetwork }) =>
        nativeBalance({ address, caipNetwork, api: context?.api, esplora: () => esplora(caipNetwork) }),
      async getTokenBalances({ address, caipNetwork, forceUpdate }) {
        const client = await context?.api?.()
        return client?.getBalances({ address, caipNetworkId: caipNetwork.caipNetworkId, forceUpdate })
      },
    },

    send: {
      async send(request: SendRequest) {
        if (request.token) throw new UnsupportedChainError({ details: 'Bitcoin sends BTC only' })
        const provider = providerFor(request.connectorId, request.from, () => request.caipNetwork)
        return provider.sendTransfer({ recipient: request.to, amount: request.amount })
      },
      async waitForReceipt({ hash, caipNetwork, timeoutMs }) {
        const { waitForConfirmation } = await accountModule()
        return waitForConfirmation(await esplora(caipNetwork), { txid: hash, caipNetwork, timeoutMs })
      },
      isValidAddress: (address) => isAddressOnAny(address, networks()),
    },

    fees: {
      async estimateSendFee({ from, to, amount, caipNetwork }) {
        const { estimateTransferFee } = await accountModule()
        const request = { ...(await transferFrom(caipNetwork)), from: { address: from }, to, amount }
        return estimateTransferFee(request, caipNetwork.nativeCurrency)
      },
      // Each coin spent is an input that adds to the fee: Max is priced as the transfer of them all.
      async estimateMaxSend({ from, to, caipNetwork }) {
        const { estimateMaxTransfer } = await accountModule()
        const request = { ...(await transferFrom(caipNetwork)), from: { address: from }, to }
        return estimateMaxTransfer(request, caipNetwork.nativeCurrency)
      },
    },
  }
}
