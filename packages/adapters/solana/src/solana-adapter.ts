import {
  AccountNotFoundError,
  type CaipNetwork,
  encodeBase58,
  InvalidRpcResponseError,
  isSolanaAddress,
  ProviderNotFoundError,
  RpcUrlMissingError,
  rpcRequest,
} from '@appkit/common'
import type { ChainAdapter } from '@appkit/controllers'
import {
  type AdapterAccount,
  apiTokenBalances,
  createStandardWalletsKit,
  type SendRequest,
} from '@appkit/controllers/adapter'
import { namespacePart } from '@appkit/walletconnect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { readChangedAccounts } from './changed-accounts.js'
import { commitmentLevel, type SolanaPreflightCommitment } from './commitment.js'
import { createSolanaProvider, type SolanaProvider } from './solana-provider.js'
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
  const { kit, providers, lifecycle } = createStandardWalletsKit<'solana', Wallet, SolanaProvider>(
    'solana',
    'Solana',
    watchSolanaWallets,
  )

  /** The provider of the connected account `address`; requests go to `network` (the current one). */
  function providerFor(connectorId: string, address: string, network?: () => CaipNetwork | undefined) {
    const session = kit.remote(connectorId)
    return createSolanaProvider(
      session ? { walletConnect: session } : { wallet: kit.wallets.require(connectorId) },
      { address, network: providers.network(network), rpcUrlOf, commitment: preflight },
    )
  }

  function toAccount(accounts: readonly WalletAccount[], asked?: CaipNetwork): AdapterAccount | undefined {
    const usable = solanaAccounts(accounts)
    const [first] = usable
    if (!first) return undefined
    const network = networkFor(first, kit.networks(), asked)
    kit.current = network
    return { address: first.address, accounts: usable.map((a) => a.address), chainId: network?.id ?? '' }
  }

  /** The wallet's own changes: another account chosen, or none left (the user disconnected there). */
  function listen(connectorId: string, connected: Wallet) {
    kit.listeners.listen(connectorId, () =>
      featureOf(connected, 'standard:events')?.on('change', (properties) => {
        // A change without accounts is about something else (chains, features).
        const payload = (properties as { accounts?: unknown } | undefined)?.accounts
        if (payload === undefined) return
        // The wallet's (or any page script's) word: a malformed list is dropped, not stored.
        const addresses = readChangedAccounts(payload)
        if (addresses === undefined) {
          console.warn('[appkit] the wallet reported accounts that are not Solana accounts; ignored')
          return
        }
        if (addresses.length === 0) kit.events()?.disconnected(kit.ref(connectorId))
        else kit.events()?.accountsChanged(kit.ref(connectorId), addresses)
      }),
    )
  }

  /** Where a send or a read goes: the network's RPC (the dapp's blockchain API when it names one). */
  const rpcUrlOf = (network: CaipNetwork) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw new RpcUrlMissingError({ details: network.caipNetworkId })
    return url
  }

  return {
    ...lifecycle,

    async connect({ connectorId, caipNetwork }) {
      const target = kit.wallets.require(connectorId)
      const connect = featureOf(target, 'standard:connect')
      if (!connect) throw new ProviderNotFoundError({ details: `${connectorId} cannot connect` })
      const { accounts } = await connect.connect()
      const account = toAccount(accounts, caipNetwork)
      if (!account) throw new AccountNotFoundError({ details: `${connectorId} gave no Solana account` })
      listen(connectorId, target)
      return account
    },

    async reconnect({ connectorId, caipNetwork, waitMs }) {
      const target = await kit.wallets.waitFor(connectorId, waitMs)
      const connect = target && featureOf(target, 'standard:connect')
      if (!target || !connect) return undefined
      // Silent: a wallet that would have to ask the user again is not a session to resume.
      const { accounts } = await connect.connect({ silent: true })
      const account = toAccount(accounts, caipNetwork)
      if (account) listen(connectorId, target)
      return account
    },

    async disconnect({ connectorId }) {
      providers.forget(connectorId)
      const target = kit.wallets.get(connectorId)
      if (target) await featureOf(target, 'standard:disconnect')?.disconnect()
    },

    // Solana wallets sign for whichever cluster the dapp names: switching is the dapp's own choice.
    async switchNetwork({ caipNetwork }) {
      kit.current = caipNetwork
    },

    async signMessage({ connectorId, address, message }) {
      const signature = await providerFor(connectorId, address).signMessage(new TextEncoder().encode(message))
      return encodeBase58(signature)
    },

    getProvider: (connectorId, address) =>
      providers.get(connectorId, address, () => providerFor(connectorId, address!)),

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
      getTokenBalances: apiTokenBalances(kit.api),
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
