import { isSolanaAddress } from '@appkit/common'
import type { AdapterContext, ChainAdapter } from '@appkit/controllers'
import { namespacePart } from '@appkit/walletconnect'
import type { SolanaAdapterOptions } from './solana-adapter.js'

type Loaded = ChainAdapter<'solana'>

/**
 * The Solana adapter as a dapp creates it: a few hundred bytes on the page. Its code (Wallet
 * Standard discovery, connection, signing) loads when the visitor first opens the modal, when a
 * stored Solana connection is resumed, or when anything asks it to act: a dapp that configures
 * Solana loads no Solana code before the first click unless a Solana wallet is being resumed.
 * Wallet Standard wallets registered before it loads are found then (the protocol replays them).
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter<'solana'> {
  let context: AdapterContext | undefined
  let instance: Loaded | undefined
  let loading: Promise<Loaded> | undefined
  const load = () =>
    (loading ??= import('./solana-adapter.js').then(({ createLoadedSolanaAdapter }) => {
      instance = createLoadedSolanaAdapter(options)
      if (context) instance.setup(context)
      return instance
    }))
  const later =
    <A extends unknown[], R>(use: (adapter: Loaded, ...args: A) => Promise<R>) =>
    async (...args: A) =>
      use(await load(), ...args)

  return {
    namespace: 'solana',
    setup(next) {
      context = next
      instance?.setup(next)
    },
    activate: () => void load(),
    teardown: () => instance?.teardown?.(),
    connect: later((adapter, args) => adapter.connect(args)),
    reconnect: later((adapter, args) => adapter.reconnect(args)),
    disconnect: later((adapter, args) => adapter.disconnect(args)),
    switchNetwork: later((adapter, args) => adapter.switchNetwork(args)),
    signMessage: later((adapter, args) => adapter.signMessage(args)),
    // Only a connected wallet has a provider, and connecting loaded the adapter.
    getProvider: (connectorId, address) => instance?.getProvider(connectorId, address),
    walletConnectNamespace: (networks) => namespacePart('solana', networks),
    balances: {
      getNativeBalance: later((adapter, args) => adapter.balances!.getNativeBalance(args)),
      getTokenBalances: later(async (adapter, args) => adapter.balances!.getTokenBalances!(args)),
    },
    send: {
      send: later((adapter, request) => adapter.send!.send(request)),
      waitForReceipt: later((adapter, args) => adapter.send!.waitForReceipt(args)),
      isValidAddress: isSolanaAddress,
    },
    fees: {
      estimateSendFee: later((adapter, request) => adapter.fees!.estimateSendFee(request)),
    },
  }
}
