import { AccountNotFoundError, type CaipNetwork, UnsupportedChainError } from '@appkit/common'
import type { ChainAdapter } from '@appkit/controllers'
import {
  type AdapterAccount,
  apiTokenBalances,
  createStandardWalletsKit,
  type SendRequest,
} from '@appkit/controllers/adapter'
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

const held = ({ payment, ordinals }: BitcoinAccounts): WalletAccount[] =>
  ordinals ? [payment, ordinals] : [payment]

/**
 * The Bitcoin adapter once loaded: Wallet Standard wallets with the Bitcoin extension (discovered
 * as they register) and the bip122 side of the instance's WalletConnect session. PSBTs, the
 * Esplora client and bitcoinjs-lib load later still, on first use (`account/`).
 */
export function createLoadedBitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter<'bip122'> {
  const { kit, providers, lifecycle } = createStandardWalletsKit<'bip122', Wallet, BitcoinProvider>(
    'bip122',
    'Bitcoin',
    watchBitcoinWallets,
  )
  /** What each connected wallet gave: its payment and ordinals accounts. */
  const connections = new Map<string, BitcoinAccounts>()
  const esploraUrl = (network: CaipNetwork) => esploraUrlOf(network, options.esploraUrl)
  const esplora = async (network: CaipNetwork) => (await accountModule()).esploraClient(esploraUrl(network))
  /** Where a transfer on `network` reads its coins and fee rate: the chain and its Esplora. */
  const transferFrom = async (network: CaipNetwork) => {
    const chain = bitcoinChainOf(network.caipNetworkId)
    if (!chain) throw new UnsupportedChainError({ details: network.caipNetworkId })
    return { chain, esplora: await esplora(network) }
  }

  /**
   * The provider of the connected account `address`; requests go to `network` (the current one).
   * A remote wallet is the WalletConnect session: the embedded wallet keeps no Bitcoin key (spec
   * §9's auth chains), so the kit gives none for it here.
   */
  function providerFor(connectorId: string, address: string, network?: () => CaipNetwork | undefined) {
    const session = kit.remote(connectorId)
    return createBitcoinProvider(
      session ? { walletConnect: session } : { wallet: kit.wallets.require(connectorId) },
      {
        address,
        network: providers.network(network),
        esploraUrlOf: esploraUrl,
        connected: () => {
          const accounts = connections.get(connectorId)
          return accounts ? held(accounts) : []
        },
      },
    )
  }

  /** The connection's account from what the wallet gave, on the chain its payment address is on. */
  function toAccount(connectorId: string, given: unknown, asked?: CaipNetwork): AdapterAccount | undefined {
    const accounts = pickAccounts(Array.isArray(given) ? (given as WalletAccount[]) : [])
    if (!accounts) return undefined
    connections.set(connectorId, accounts)
    const networks = kit.networks()
    const caipNetworkId = chainOfAccount(accounts.payment, networks, asked ?? kit.current) ?? ''
    kit.current = networks.find((network) => network.caipNetworkId === caipNetworkId) ?? kit.current
    return {
      address: accounts.payment.address,
      accounts: accountAddresses(accounts),
      chainId: chainReference(caipNetworkId),
    }
  }

  /** The wallet's own changes: other accounts shown (maybe on another network), or none left. */
  function listen(connectorId: string, target: Wallet) {
    const ref = kit.ref(connectorId)
    kit.listeners.listen(connectorId, () =>
      featureOf(target, 'standard:events')?.on('change', ({ accounts }) => {
        if (!accounts) return
        const before = connections.get(connectorId)
        const after = pickAccounts(accounts)
        if (!after) {
          connections.delete(connectorId)
          return kit.events()?.disconnected(ref)
        }
        connections.set(connectorId, after)
        kit.events()?.accountsChanged(ref, accountAddresses(after))
        const chainOf = (accounts: BitcoinAccounts) =>
          chainOfAccount(accounts.payment, kit.networks(), kit.current)
        const chain = chainOf(after)
        if (chain && before && chain !== chainOf(before))
          kit.events()?.chainChanged(ref, chainReference(chain))
      }),
    )
  }

  return {
    errorMessages: BITCOIN_ERROR_MESSAGES,
    ...lifecycle,

    async connect({ connectorId, caipNetwork }) {
      const target = kit.wallets.require(connectorId)
      const { accounts } = await featureOf(target, 'bitcoin:connect')!.connect({ purposes: PURPOSES })
      const account = toAccount(connectorId, accounts, caipNetwork)
      if (!account) throw new AccountNotFoundError({ details: `${connectorId} gave no Bitcoin account` })
      listen(connectorId, target)
      return account
    },

    async reconnect({ connectorId, caipNetwork, waitMs }) {
      const target = await kit.wallets.waitFor(connectorId, waitMs)
      if (!target) return undefined
      const account = toAccount(connectorId, await resumeAccounts(target, PURPOSES), caipNetwork)
      if (account) listen(connectorId, target)
      return account
    },

    async disconnect({ connectorId }) {
      providers.forget(connectorId)
      connections.delete(connectorId)
      const target = kit.wallets.get(connectorId)
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
      kit.current = caipNetwork
    },

    async signMessage({ connectorId, address, message }) {
      return providerFor(connectorId, address).signMessage({ message, address })
    },

    getProvider: (connectorId, address) =>
      providers.get(connectorId, address, () => providerFor(connectorId, address!)),

    walletConnectNamespace: bitcoinNamespace,

    balances: {
      getNativeBalance: ({ address, caipNetwork }) =>
        nativeBalance({ address, caipNetwork, api: kit.context()?.api, esplora: () => esplora(caipNetwork) }),
      getTokenBalances: apiTokenBalances(kit.api),
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
      isValidAddress: (address) => isAddressOnAny(address, kit.networks()),
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
