import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { AdapterAccount, AdapterContext, AdapterEvents, ChainAdapter } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'

/** A scripted adapter for controller unit tests: each call does what the test set up. */
export class FakeAdapter implements ChainAdapter {
  events?: AdapterEvents
  networks: CaipNetwork[] = []
  connectResult: () => Promise<AdapterAccount> = async () => ({
    address: '0xabc',
    chainId: 1,
    accounts: ['0xabc'],
  })
  reconnectResult: () => Promise<AdapterAccount | undefined> = async () => undefined
  disconnectResult: () => Promise<void> = async () => undefined
  balance = '1.23456'
  calls: string[] = []

  constructor(readonly namespace: ChainNamespace = 'eip155') {}

  setup(context: AdapterContext): void {
    this.networks = context.networks
    this.events = context.events
  }
  connect(args: { connectorId: string }) {
    this.calls.push(`connect:${args.connectorId}`)
    return this.connectResult()
  }
  reconnect(args: { connectorId: string }) {
    this.calls.push(`reconnect:${args.connectorId}`)
    return this.reconnectResult()
  }
  disconnect(args: { connectorId: string }) {
    this.calls.push(`disconnect:${args.connectorId}`)
    return this.disconnectResult()
  }
  async switchNetwork(args: { caipNetwork: CaipNetwork }) {
    this.calls.push(`switch:${args.caipNetwork.caipNetworkId}`)
  }
  async getBalance() {
    return { balance: this.balance, symbol: 'ETH' }
  }
  async signMessage(args: { message: string }) {
    return `signed:${args.message}`
  }
  getProvider() {
    return undefined
  }
}

export function connector(id = 'io.wallet', chain: ChainNamespace = 'eip155'): Connector {
  return { id, name: `Wallet ${id}`, chain, type: 'ANNOUNCED' }
}

export function network(id: number, namespace: ChainNamespace = 'eip155'): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${8000 + id}`] } },
  }
}

/** Resolves once pending promise callbacks have run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
