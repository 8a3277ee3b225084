import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import { testNetwork } from '@appkit/testing/node'
import type { TokenAmount } from '../types/account.js'
import type { AdapterAccount, AdapterContext, AdapterEvents, ChainAdapter } from '../types/adapter.js'
import type { BalanceCapability, IdentityCapability } from '../types/capabilities.js'
import type { Connector } from '../types/connector.js'
import type { WalletConnectNamespace } from '../types/wallet-connect.js'

/** A scripted adapter for controller unit tests: each call does what the test set up. */
export class FakeAdapter implements ChainAdapter {
  events?: AdapterEvents
  context?: AdapterContext
  networks: CaipNetwork[] = []
  connectResult: (args: { connectorId: string; signal?: AbortSignal }) => Promise<AdapterAccount> =
    async () => ({
      address: '0xabc',
      chainId: 1,
      accounts: ['0xabc'],
    })
  reconnectResult: (args: { connectorId: string }) => Promise<AdapterAccount | undefined> = async () =>
    undefined
  disconnectResult: () => Promise<void> = async () => undefined
  /** The native balance, as a decimal string of 18 decimals. */
  balance = 1_234_567_000_000_000_000n
  calls: string[] = []
  /** The signal of the last connect, to see that an attempt was aborted. */
  lastSignal?: AbortSignal
  teardown?: () => void
  walletConnectNamespace?: (networks: readonly CaipNetwork[]) => WalletConnectNamespace

  constructor(readonly namespace: ChainNamespace = 'eip155') {}

  balances: BalanceCapability = {
    getNativeBalance: async (): Promise<TokenAmount> => {
      this.calls.push('balance')
      return { value: this.balance, decimals: 18, symbol: 'ETH' }
    },
  }

  /** Names through the dapp's API, as the EVM adapter does; a namespace without names drops it. */
  identity?: IdentityCapability = {
    getIdentity: async ({ address }) => (await this.context?.api?.())?.getIdentity({ address }),
    resolveName: async ({ name }) => (await this.context?.api?.())?.resolveName?.({ name }),
  }

  setup(context: AdapterContext): void {
    this.context = context
    this.networks = context.networks
    this.events = context.events
  }
  connect(args: { connectorId: string; signal?: AbortSignal }) {
    this.calls.push(`connect:${args.connectorId}`)
    this.lastSignal = args.signal
    return this.connectResult(args)
  }
  reconnect(args: { connectorId: string }) {
    this.calls.push(`reconnect:${args.connectorId}`)
    return this.reconnectResult(args)
  }
  disconnect(args: { connectorId: string }) {
    this.calls.push(`disconnect:${args.connectorId}`)
    return this.disconnectResult()
  }
  async switchNetwork(args: { caipNetwork: CaipNetwork }) {
    this.calls.push(`switch:${args.caipNetwork.caipNetworkId}`)
  }
  async signMessage(args: { message: string }) {
    return `signed:${args.message}`
  }
  getProvider() {
    return undefined
  }

  /** Wallet events as the adapter reports them, for the connector `id` of its namespace. */
  chainChanged(connectorId: string, chainId: number | string) {
    this.events!.chainChanged({ namespace: this.namespace, connectorId }, chainId)
  }
  accountsChanged(connectorId: string, accounts: string[]) {
    this.events!.accountsChanged({ namespace: this.namespace, connectorId }, accounts)
  }
  disconnected(connectorId: string) {
    this.events!.disconnected({ namespace: this.namespace, connectorId })
  }
  listConnectors(...connectors: Connector[]) {
    this.events!.connectorsChanged(connectors)
  }
}

export function connector(id = 'io.wallet', chain: ChainNamespace = 'eip155'): Connector {
  return { id, name: `Wallet ${id}`, chain, type: 'ANNOUNCED' }
}

export const network = (id: number, namespace: ChainNamespace = 'eip155') =>
  testNetwork(id, namespace) as CaipNetwork

/** An adapter whose wallets each have their own address (`0x<id>`), like two extensions would. */
export function walletsWithOwnAddress(namespace: ChainNamespace = 'eip155'): FakeAdapter {
  const adapter = new FakeAdapter(namespace)
  adapter.connectResult = async ({ connectorId }) => ({
    address: `0x${connectorId}`,
    chainId: 1,
    accounts: [`0x${connectorId}`],
  })
  return adapter
}

/** An installed wallet the explorer also lists, matched by its rdns. */
export const installedWallet: Connector = {
  id: 'io.installed',
  name: 'Installed One',
  chain: 'eip155',
  type: 'ANNOUNCED',
  info: { rdns: 'io.installed' },
}

/** Resolves once pending promise callbacks have run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
