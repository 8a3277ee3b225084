import type { ChainNamespace } from '@appkit/common'
import type { AdapterContext, ChainAdapter } from '../types/adapter.js'

export interface DeferredAdapterSpec<N extends ChainNamespace> {
  namespace: N
  /** Known on the page: the UI names the namespace before any adapter code loads. */
  info?: ChainAdapter<N>['info']
  /** The adapter's real code, imported on first use. */
  load: () => Promise<ChainAdapter<N>>
  /** Answered on the page: WalletConnect's proposal is made before any adapter code loads. */
  walletConnectNamespace?: ChainAdapter<N>['walletConnectNamespace']
  /** Answered on the page as the visitor types (the Send form); `context` once set up. */
  isValidAddress(address: string, context: AdapterContext | undefined): boolean
}

/**
 * A namespace's adapter as a dapp creates it: a few hundred bytes on the page, its code loaded when
 * the visitor first opens the modal (`activate`), when a stored connection is resumed, or when
 * anything asks it to act. Wallets registered before it loads are found then (Wallet Standard
 * replays them). Every adapter with balances, sends and fees is deferred the same way.
 */
export function deferredAdapter<N extends ChainNamespace>(spec: DeferredAdapterSpec<N>): ChainAdapter<N> {
  let context: AdapterContext | undefined
  let instance: ChainAdapter<N> | undefined
  let loading: Promise<ChainAdapter<N>> | undefined
  const load = () =>
    (loading ??= spec.load().then((loaded) => {
      instance = loaded
      if (context) loaded.setup(context)
      return loaded
    }))
  const later =
    <A extends unknown[], R>(use: (adapter: ChainAdapter<N>, ...args: A) => Promise<R>) =>
    async (...args: A) =>
      use(await load(), ...args)

  return {
    namespace: spec.namespace,
    info: spec.info,
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
    walletConnectNamespace: spec.walletConnectNamespace,
    // The adapter's own failures come from its loaded code, and their words with it: none on the page.
    get errorMessages() {
      return instance?.errorMessages
    },
    balances: {
      getNativeBalance: later((adapter, args) => adapter.balances!.getNativeBalance(args)),
      getTokenBalances: later(async (adapter, args) => adapter.balances!.getTokenBalances!(args)),
    },
    send: {
      send: later((adapter, request) => adapter.send!.send(request)),
      waitForReceipt: later((adapter, args) => adapter.send!.waitForReceipt(args)),
      isValidAddress: (address) => spec.isValidAddress(address, context),
    },
    fees: {
      estimateSendFee: later((adapter, request) => adapter.fees!.estimateSendFee(request)),
      estimateMaxSend: later(async (adapter, request) => adapter.fees?.estimateMaxSend?.(request)),
    },
  }
}
