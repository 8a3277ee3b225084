import type { AdapterContext, ChainAdapter } from '@appkit/controllers'
import { isAddressOnAny } from './address-shape.js'
import type { BitcoinAdapterOptions } from './bitcoin-adapter.js'
import { bitcoinNamespace } from './walletconnect-namespace.js'

type Loaded = ChainAdapter<'bip122'>

/**
 * The Bitcoin adapter as a dapp creates it: a few hundred bytes on the page. Its code (Wallet
 * Standard discovery, connection, signing) loads when the visitor first opens the modal, when a
 * stored Bitcoin connection is resumed, or when anything asks it to act; bitcoinjs-lib loads later
 * still, with the first send, fee estimate or signed PSBT broadcast. Wallet Standard wallets
 * registered before it loads are found then (the protocol replays them).
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter<'bip122'> {
  let context: AdapterContext | undefined
  let instance: Loaded | undefined
  let loading: Promise<Loaded> | undefined
  const load = () =>
    (loading ??= import('./bitcoin-adapter.js').then(({ createLoadedBitcoinAdapter }) => {
      instance = createLoadedBitcoinAdapter(options)
      if (context) instance.setup(context)
      return instance
    }))
  const later =
    <A extends unknown[], R>(use: (adapter: Loaded, ...args: A) => Promise<R>) =>
    async (...args: A) =>
      use(await load(), ...args)

  return {
    namespace: 'bip122',
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
    walletConnectNamespace: bitcoinNamespace,
    balances: {
      getNativeBalance: later((adapter, args) => adapter.balances!.getNativeBalance(args)),
      getTokenBalances: later(async (adapter, args) => adapter.balances!.getTokenBalances!(args)),
    },
    send: {
      send: later((adapter, request) => adapter.send!.send(request)),
      waitForReceipt: later((adapter, args) => adapter.send!.waitForReceipt(args)),
      // The Send form checks as the visitor types: by shape, on the page (the send checks more).
      isValidAddress: (address) => isAddressOnAny(address, context?.networks ?? []),
    },
    fees: {
      estimateSendFee: later((adapter, request) => adapter.fees!.estimateSendFee(request)),
    },
  }
}
