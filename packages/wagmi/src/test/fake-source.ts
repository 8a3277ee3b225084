import type { Eip1193Provider } from '@appkit/adapter-evm'
import type { CaipNetwork } from '@appkit/common'
import type { AdapterAccount } from '@appkit/controllers/adapter'
import { type Config, createConfig } from '@wagmi/core'
import { http } from 'viem'
import type { ConnectorSource } from '../appkit-connector.js'
import { toWagmiChains } from '../chains.js'

// Fakes for the unit tests: a wallet as EIP-1193 describes one, and a ConnectorSource over it.

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const network = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})

/** A wagmi config on chains 1 and 10, no connectors, no storage: what the bridge makes. */
export function emptyConfig(): Config {
  return createConfig({
    chains: toWagmiChains([network(1), network(10)]),
    transports: { 1: http('http://127.0.0.1:1/1'), 10: http('http://127.0.0.1:1/10') },
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

/** A wallet that answers eth_accounts/eth_chainId and emits its events when told to. */
export function fakeProvider(initial: { accounts?: string[]; chainId?: number } = {}) {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const state = { accounts: initial.accounts ?? [ALICE], chainId: initial.chainId ?? 1 }
  const provider: Eip1193Provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') return state.accounts
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`
      return null
    },
    on: (event: string, listener: (value: never) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener as (value: unknown) => void)
    },
    removeListener: (event: string, listener: (value: never) => void) => {
      listeners.get(event)?.delete(listener as (value: unknown) => void)
    },
  }
  const emit = (event: string, value?: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const listening = (event: string) => listeners.get(event)?.size ?? 0
  return { provider, state, emit, listening }
}

/** A ConnectorSource whose wallet allows `account` (undefined: allows nothing); calls are recorded. */
export function fakeSource(
  id: string,
  options: {
    account?: AdapterAccount | null
    held?: () => boolean
    wallet?: ReturnType<typeof fakeProvider>
  } = {},
) {
  const wallet = options.wallet ?? fakeProvider()
  const account =
    options.account === null
      ? undefined
      : (options.account ?? { address: ALICE, accounts: [ALICE], chainId: 1 })
  const calls: string[] = []
  const source: ConnectorSource = {
    connector: { id, name: `Wallet ${id}`, chain: 'eip155', type: 'ANNOUNCED', imageId: `image-${id}` },
    networks: [network(1), network(10)],
    provider: () => wallet.provider,
    connect: async ({ isReconnecting }) => {
      calls.push(isReconnecting ? 'reconnect' : 'connect')
      return account
    },
    disconnect: async () => void calls.push('disconnect'),
    switchNetwork: async (n) => {
      calls.push(`switch ${n.id}`)
      wallet.state.chainId = n.id as number
    },
    isHeld: options.held ?? (() => false),
  }
  return { source, wallet, calls }
}
