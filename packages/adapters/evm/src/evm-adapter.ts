import {
  type CaipNetwork,
  formatUnits,
  ProviderNotFoundError,
  REVOKE_PERMISSION_TIMEOUT_MS,
} from '@appkit/common'
import type { AdapterAccount, AdapterEvents, ChainAdapter, Connector } from '@appkit/controllers'
import { parseChainId } from './chain-id.js'
import type { AnnouncedWallet, Eip1193Provider } from './eip1193.js'
import { watchAnnouncedWallets } from './eip6963.js'
import { rpcRequest } from './rpc.js'
import { personalSign } from './sign-message.js'
import { switchChain } from './switch-chain.js'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './wallet-connect/connector.js'
import { type LazyWalletConnect, lazyWalletConnect } from './wallet-connect/lazy.js'
import type { EvmWalletConnectOptions } from './wallet-connect/options.js'

export interface EvmAdapterOptions {
  /** Also list `window.ethereum` when no wallet announces itself through EIP-6963. Default true. */
  legacyInjected?: boolean
  /** WalletConnect, listed when createAppKit is given a projectId. Loaded only when used. */
  walletConnect?: EvmWalletConnectOptions
}

const LEGACY_ID = 'injected'

function toConnector(wallet: AnnouncedWallet): Connector {
  const { rdns, name, icon } = wallet.info
  return { id: rdns, name, chain: 'eip155', type: 'ANNOUNCED', imageUrl: icon, info: { rdns, icon } }
}

function legacyProvider(): Eip1193Provider | undefined {
  const candidate = (globalThis as { ethereum?: Eip1193Provider }).ethereum
  return typeof candidate?.request === 'function' ? candidate : undefined
}

function toAccount(accounts: unknown, chainId: unknown): AdapterAccount | undefined {
  const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
  const [address] = list
  return address ? { address, accounts: list, chainId: parseChainId(chainId) } : undefined
}

/** Waits for a wallet to announce itself: extensions inject a little after the page starts. */
function waitFor<T>(find: () => T | undefined, onChange: (listener: () => void) => () => void, ms: number) {
  const found = find()
  if (found || ms <= 0) return Promise.resolve(found)
  return new Promise<T | undefined>((resolve) => {
    const stop = onChange(() => {
      const value = find()
      if (value) done(value)
    })
    const timer = setTimeout(() => done(undefined), ms)
    function done(value: T | undefined) {
      clearTimeout(timer)
      stop()
      resolve(value)
    }
  })
}

/**
 * The EVM adapter: injected wallets through EIP-6963 (and `window.ethereum` as a fallback), and
 * WalletConnect when the dapp has a projectId.
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const wallets = new Map<string, Eip1193Provider>()
  const changeListeners = new Set<() => void>()
  const unsubscribers = new Map<string, () => void>()
  const requesting = new Map<string, Promise<AdapterAccount>>()
  let stopWatching = () => {}
  let events: AdapterEvents | undefined
  let walletConnect: LazyWalletConnect | undefined
  /** WalletConnect when it is the connector asked for and the dapp has it. */
  const wc = (connectorId: string) =>
    connectorId === WALLET_CONNECT_CONNECTOR_ID ? walletConnect : undefined

  function provider(connectorId: string): Eip1193Provider {
    const found = wallets.get(connectorId)
    if (!found) throw new ProviderNotFoundError()
    return found
  }

  function publishConnectors(announced: AnnouncedWallet[]) {
    wallets.clear()
    for (const wallet of announced) wallets.set(wallet.info.rdns, wallet.provider)
    const connectors = announced.map(toConnector)
    const legacy = options.legacyInjected !== false ? legacyProvider() : undefined
    if (legacy && !announced.some((w) => w.provider === legacy)) {
      wallets.set(LEGACY_ID, legacy)
      connectors.push({ id: LEGACY_ID, name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' })
    }
    if (walletConnect) connectors.push(walletConnectConnector())
    events?.connectorsChanged(connectors)
    for (const listener of changeListeners) listener()
  }

  function listen(connectorId: string, wallet: Eip1193Provider) {
    unsubscribers.get(connectorId)?.()
    const onAccounts = (accounts: string[]) => events?.accountsChanged(connectorId, accounts)
    const onChain = (chainId: string) => events?.chainChanged(connectorId, parseChainId(chainId))
    const onDisconnect = () => events?.disconnected(connectorId)
    wallet.on?.('accountsChanged', onAccounts)
    wallet.on?.('chainChanged', onChain)
    wallet.on?.('disconnect', onDisconnect)
    unsubscribers.set(connectorId, () => {
      wallet.removeListener?.('accountsChanged', onAccounts)
      wallet.removeListener?.('chainChanged', onChain)
      wallet.removeListener?.('disconnect', onDisconnect)
      unsubscribers.delete(connectorId)
    })
  }

  async function readAccount(wallet: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts') {
    const accounts = await wallet.request({ method })
    return toAccount(accounts, await wallet.request({ method: 'eth_chainId' }))
  }

  return {
    namespace: 'eip155',

    setup(context) {
      events = context.events
      walletConnect = context.projectId ? lazyWalletConnect(context, options.walletConnect ?? {}) : undefined
      publishConnectors([])
      stopWatching = watchAnnouncedWallets(publishConnectors)
    },

    teardown() {
      walletConnect?.teardown()
      stopWatching()
      for (const unsubscribe of [...unsubscribers.values()]) unsubscribe()
      changeListeners.clear()
      events = undefined
    },

    connect({ connectorId }) {
      const viaWalletConnect = wc(connectorId)
      if (viaWalletConnect) return viaWalletConnect.connect()
      // The wallet's prompt outlives a modal the user closed: asking again while it is still open
      // would only get "already pending" (-32002), so a new attempt waits for the same answer.
      const asked = requesting.get(connectorId)
      if (asked) return asked
      const attempt = (async () => {
        const wallet = provider(connectorId)
        const account = await readAccount(wallet, 'eth_requestAccounts')
        if (!account) throw new Error('The wallet returned no account')
        listen(connectorId, wallet)
        return account
      })().finally(() => requesting.delete(connectorId))
      requesting.set(connectorId, attempt)
      return attempt
    },

    async reconnect({ connectorId, waitMs }) {
      const viaWalletConnect = wc(connectorId)
      if (viaWalletConnect) return viaWalletConnect.reconnect()
      const subscribe = (listener: () => void) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      }
      const wallet = await waitFor(() => wallets.get(connectorId), subscribe, waitMs)
      if (!wallet) return undefined
      const account = await readAccount(wallet, 'eth_accounts')
      if (account) listen(connectorId, wallet)
      return account
    },

    async disconnect({ connectorId }) {
      const viaWalletConnect = wc(connectorId)
      if (viaWalletConnect) return viaWalletConnect.disconnect()
      unsubscribers.get(connectorId)?.()
      const wallet = wallets.get(connectorId)
      if (!wallet) return
      // Wallets that support it forget the dapp; the others never answer, hence the short wait.
      const revoke = wallet
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
      await Promise.race([
        revoke,
        new Promise((resolve) => setTimeout(resolve, REVOKE_PERMISSION_TIMEOUT_MS)),
      ])
    },

    switchNetwork: ({ connectorId, caipNetwork }) =>
      wc(connectorId)?.switchNetwork(caipNetwork) ?? switchChain(provider(connectorId), caipNetwork),

    async getBalance({ address, caipNetwork }: { address: string; caipNetwork: CaipNetwork }) {
      const url = caipNetwork.rpcUrls.default.http[0]
      if (!url) throw new Error(`No RPC URL for ${caipNetwork.caipNetworkId}`)
      const hex = await rpcRequest<string>(url, 'eth_getBalance', [address, 'latest'])
      return {
        balance: formatUnits(BigInt(hex), caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },

    signMessage: ({ connectorId, address, message }) =>
      wc(connectorId)?.signMessage(address, message) ?? personalSign(provider(connectorId), address, message),

    getProvider: (connectorId) => wc(connectorId)?.getProvider() ?? wallets.get(connectorId),
  }
}
