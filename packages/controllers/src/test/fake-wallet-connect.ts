import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { Connector } from '../types/connector.js'
import type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  NamespaceAccounts,
  WalletConnectAccess,
  WalletConnectNamespace,
} from '../types/wallet-connect.js'

/**
 * A scripted stand-in for the WalletConnect package: one session over several namespaces. A test
 * decides what the wallet approves (`approve`), and ends the session from the wallet (`endSession`).
 */
export class FakeWalletConnect implements MultiNamespaceConnector, WalletConnectAccess {
  readonly connectorId = 'walletConnect'
  readonly connector: Connector
  events?: MultiNamespaceEvents
  networks: readonly CaipNetwork[] = []
  proposals: Partial<Record<ChainNamespace, WalletConnectNamespace>>[] = []
  calls: string[] = []
  approve: (signal?: AbortSignal) => Promise<NamespaceAccounts> = async () => ({})
  resume: () => Promise<NamespaceAccounts | undefined> = async () => undefined
  private namespacesOf?: () => Partial<Record<ChainNamespace, WalletConnectNamespace>>

  constructor(namespaces: ChainNamespace[]) {
    this.connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      chain: namespaces[0]!,
      namespaces,
      type: 'WALLET_CONNECT',
    }
  }

  setup(context: Parameters<MultiNamespaceConnector['setup']>[0]) {
    this.events = context.events
    this.networks = context.networks
    this.namespacesOf = context.namespaces
  }
  connect({ signal }: { signal?: AbortSignal }) {
    this.calls.push('connect')
    this.proposals.push(this.namespacesOf?.() ?? {})
    return this.approve(signal)
  }
  reconnect() {
    this.calls.push('reconnect')
    return this.resume()
  }
  async disconnect() {
    this.calls.push('disconnect')
  }
  getProvider() {
    return { fake: 'universal provider' }
  }
  teardown() {
    this.calls.push('teardown')
  }
  async request<T>(args: { method: string }, chainId: string): Promise<T> {
    this.calls.push(`request:${args.method}@${chainId}`)
    return undefined as T
  }
  async setDefaultChain(chainId: string) {
    this.calls.push(`setDefaultChain:${chainId}`)
  }
  /** The wallet deletes the session: every namespace it covered is disconnected. */
  endSession(namespaces: ChainNamespace[]) {
    for (const namespace of namespaces)
      this.events!.disconnected({ namespace, connectorId: this.connectorId })
  }
}
