import {
  AccountNotFoundError,
  type CaipNetwork,
  hexQuantity,
  isEvmAddress,
  type NodeRpc,
  networkRpc,
  ProviderNotFoundError,
  REVOKE_PERMISSION_TIMEOUT_MS,
} from '@appkit/common'
import type { ChainAdapter, Connector } from '@appkit/controllers'
import {
  type AdapterAccount,
  apiActivity,
  apiIdentity,
  apiTokenBalances,
  createAdapterKit,
} from '@appkit/controllers/adapter'
import { namespacePart } from '@appkit/walletconnect'
import { parseChainId } from './chain-id.js'
import type { AnnouncedWallet, Eip1193Provider } from './eip1193.js'
import { watchAnnouncedWallets } from './eip6963.js'
import type { NameSource } from './ens/lazy-ens.js'
import { toConnectError } from './external/connect-error.js'
import type { EvmExternalConnector, ExternalContext } from './external/external-connector.js'
import { createExternalWallets } from './external/external-wallets.js'
import { evmNamespaceInfo } from './namespace-info.js'
import { personalSign } from './sign-message.js'
import { switchChain } from './switch-chain.js'
import {
  asEip1193,
  signOverWalletConnect,
  switchOverWalletConnect,
} from './wallet-connect/over-wallet-connect.js'
import { readChangedAccounts } from './wallet-events.js'

declare module '@appkit/controllers' {
  interface NamespaceProviders {
    eip155: Eip1193Provider
  }
}

export interface EvmAdapterOptions {
  /** Also list `window.ethereum` when no wallet announces itself through EIP-6963. Default true. */
  legacyInjected?: boolean
  /**
   * Wallets reached through their own SDK, loaded when used: `coinbase()`, `safe()`. None by
   * default, so a dapp that does not name them pays nothing for them.
   */
  connectors?: readonly EvmExternalConnector[]
  /** Names read beside the dapp's name service: `ens()`. None by default. */
  names?: NameSource
}

const LEGACY_ID = 'injected'

const accountModule = () => import('./account/index.js')

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

/**
 * The EVM adapter: injected wallets through EIP-6963 (and `window.ethereum` as a fallback), and
 * the EVM side of the instance's WalletConnect session. It reads balances over the networks' own
 * JSON-RPC URLs; it does not import viem at run time (it is on the dapp's first paint path).
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter<'eip155'> {
  const kit = createAdapterKit<'eip155', Eip1193Provider>('eip155')
  const requesting = new Map<string, Promise<AdapterAccount>>()
  /** Transactions a wallet holds (a Safe's proposals), by the hash it answered: it gives their receipts. */
  const heldBy = new Map<string, Eip1193Provider>()
  const externals = createExternalWallets(options.connectors ?? [])
  let externalContext: ExternalContext = { networks: [] }
  /** The shared WalletConnect session, when `connectorId` is its connector. */
  const wc = (connectorId: string) => {
    const remote = kit.remote(connectorId)
    return remote?.via === 'walletConnect' ? remote.session : undefined
  }

  /** A wallet on the page, an external one, or the embedded wallet's EVM provider. */
  const onPageOrEmbedded = (connectorId: string) => {
    const remote = kit.remote(connectorId)
    return (
      kit.wallets.get(connectorId) ??
      externals.provider(connectorId) ??
      (remote?.via === 'embedded' ? (remote.getProvider() as Eip1193Provider | undefined) : undefined)
    )
  }

  function provider(connectorId: string): Eip1193Provider {
    const found = onPageOrEmbedded(connectorId)
    if (!found) throw new ProviderNotFoundError({ details: connectorId })
    return found
  }

  /** The wallet to ask for a transaction on `network`: injected, or over the session to that chain. */
  function walletOn(connectorId: string, network: CaipNetwork): Eip1193Provider {
    const session = wc(connectorId)
    return session ? asEip1193(session, () => `eip155:${network.id}`) : provider(connectorId)
  }

  function publishConnectors(announced: AnnouncedWallet[]) {
    // An announced wallet that an external connector stands for (the Coinbase extension) is listed once.
    const listed = announced.filter((wallet) => !externals.hides(wallet.info.rdns))
    const found = listed.map((wallet): [string, Eip1193Provider] => [wallet.info.rdns, wallet.provider])
    const connectors = [...listed.map(toConnector), ...externals.connectors()]
    const legacy = options.legacyInjected !== false ? legacyProvider() : undefined
    if (legacy && !announced.some((w) => w.provider === legacy)) {
      found.push([LEGACY_ID, legacy])
      connectors.push({ id: LEGACY_ID, name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' })
    }
    kit.wallets.publish(found, connectors)
  }

  function listen(connectorId: string, wallet: Eip1193Provider) {
    const ref = kit.ref(connectorId)
    // Payloads are the wallet's (or any page script's) word: malformed ones are dropped, not stored.
    const onAccounts = (payload: unknown) => {
      const accounts = readChangedAccounts(payload)
      if (accounts) kit.events()?.accountsChanged(ref, accounts)
      else console.warn('[appkit] the wallet reported accounts that are not addresses; ignored')
    }
    const onChain = (chainId: unknown) => {
      try {
        kit.events()?.chainChanged(ref, parseChainId(chainId))
      } catch (error) {
        console.warn('[appkit] the wallet reported a chain id that is not one', error)
      }
    }
    const onDisconnect = () => kit.events()?.disconnected(ref)
    kit.listeners.listen(connectorId, () => {
      wallet.on?.('accountsChanged', onAccounts)
      wallet.on?.('chainChanged', onChain)
      wallet.on?.('disconnect', onDisconnect)
      return () => {
        wallet.removeListener?.('accountsChanged', onAccounts)
        wallet.removeListener?.('chainChanged', onChain)
        wallet.removeListener?.('disconnect', onDisconnect)
      }
    })
  }

  async function readAccount(wallet: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts') {
    const accounts = await wallet.request({ method })
    return toAccount(accounts, await wallet.request({ method: 'eth_chainId' }))
  }

  return {
    namespace: 'eip155',
    info: evmNamespaceInfo,

    setup(next) {
      kit.attach(next)
      externalContext = { networks: next.networks, metadata: next.metadata }
      let announced: AnnouncedWallet[] = []
      const publish = (wallets: AnnouncedWallet[]) => {
        announced = wallets
        publishConnectors(wallets)
      }
      kit.discover(publish, watchAnnouncedWallets)
      // Inside a Safe the Safe is the wallet: it connects without a prompt, as the Safe's UI expects.
      externals.autoConnect(externalContext, async (id, wallet) => {
        if (kit.context() !== next) return
        publish(announced)
        const account = await readAccount(wallet, 'eth_accounts').catch(() => undefined)
        if (!account || kit.context() !== next) return
        listen(id, wallet)
        kit.events()?.connected(kit.ref(id), account)
      })
    },

    teardown: kit.teardown,

    connect({ connectorId }) {
      // The wallet's prompt outlives a modal the user closed: asking again while it is still open
      // would only get "already pending" (-32002), so a new attempt waits for the same answer.
      const asked = requesting.get(connectorId)
      if (asked) return asked
      const attempt = (async () => {
        const external = externals.has(connectorId)
        const wallet = external ? await externals.load(connectorId, externalContext) : provider(connectorId)
        const account = await readAccount(wallet, 'eth_requestAccounts').catch((error: unknown) => {
          throw external ? toConnectError(error) : error
        })
        if (!account) throw new AccountNotFoundError({ details: 'eth_requestAccounts gave no account' })
        listen(connectorId, wallet)
        return account
      })().finally(() => requesting.delete(connectorId))
      requesting.set(connectorId, attempt)
      return attempt
    },

    async reconnect({ connectorId, waitMs }) {
      // An external wallet's SDK loads again for a connection the user made with it before.
      const wallet = externals.has(connectorId)
        ? await externals.load(connectorId, externalContext).catch(() => undefined)
        : await kit.wallets.waitFor(connectorId, waitMs)
      if (!wallet) return undefined
      const account = await readAccount(wallet, 'eth_accounts')
      if (account) listen(connectorId, wallet)
      return account
    },

    async disconnect({ connectorId }) {
      kit.listeners.stop(connectorId)
      if (externals.has(connectorId)) return externals.disconnect(connectorId)
      const wallet = kit.wallets.get(connectorId)
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

    async switchNetwork({ connectorId, caipNetwork }) {
      const session = wc(connectorId)
      if (session) await switchOverWalletConnect(session, caipNetwork)
      else await switchChain(provider(connectorId), caipNetwork)
    },

    signMessage({ connectorId, address, message }) {
      const session = wc(connectorId)
      return session
        ? signOverWalletConnect(session, address, message)
        : personalSign(provider(connectorId), address, message)
    },

    getProvider: (connectorId) => {
      const session = wc(connectorId)
      return session ? (session.getProvider() as Eip1193Provider | undefined) : onPageOrEmbedded(connectorId)
    },

    walletConnectNamespace: (networks) => namespacePart('eip155', networks),

    balances: {
      async getNativeBalance({ address, caipNetwork }) {
        const hex = await networkRpc(caipNetwork)<string>('eth_getBalance', [address, 'latest'])
        return {
          value: hexQuantity(hex, 'eth_getBalance'),
          decimals: caipNetwork.nativeCurrency.decimals,
          symbol: caipNetwork.nativeCurrency.symbol,
        }
      },
      getTokenBalances: apiTokenBalances(kit.api),
    },

    send: {
      async send(request) {
        const { sendTransfer } = await accountModule()
        const wallet = walletOn(request.connectorId, request.caipNetwork)
        const hash = await sendTransfer(wallet, request)
        if (externals.holdsTransactions(request.connectorId)) heldBy.set(hash, wallet)
        return hash
      },
      async sendCall(request) {
        const { sendContractCall } = await accountModule()
        const wallet = walletOn(request.connectorId, request.caipNetwork)
        const hash = await sendContractCall(wallet, request)
        if (externals.holdsTransactions(request.connectorId)) heldBy.set(hash, wallet)
        return hash
      },
      async waitForReceipt(args) {
        const { waitForReceipt } = await accountModule()
        const wallet = heldBy.get(args.hash)
        heldBy.delete(args.hash)
        if (!wallet) return waitForReceipt(networkRpc(args.caipNetwork), args)
        const rpc: NodeRpc = (method, params) => wallet.request({ method, params }) as Promise<never>
        return waitForReceipt(rpc, { ...args, heldByWallet: true })
      },
      isValidAddress: isEvmAddress,
    },

    fees: {
      async estimateSendFee(request) {
        const { estimateTransferFee } = await accountModule()
        return estimateTransferFee(networkRpc(request.caipNetwork), request)
      },
    },

    identity: options.names
      ? options.names(apiIdentity(kit.api), () => [kit.current, ...kit.networks()])
      : apiIdentity(kit.api),

    activity: apiActivity(kit.api),
  }
}
