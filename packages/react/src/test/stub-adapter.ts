import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { AdapterEvents, ChainAdapter } from '@appkit/controllers'

/** An adapter whose wallet always approves, for rendering against a real core. */
export function stubAdapter(address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') {
  let events: AdapterEvents | undefined
  const adapter: ChainAdapter & { events: () => AdapterEvents } = {
    namespace: 'eip155',
    // The EVM adapter's name, as its stand-in carries it: the UI names a namespace as its adapter does.
    info: { name: 'Ethereum (EVM)' },
    events: () => events!,
    setup(context) {
      events = context.events
      events.connectorsChanged([{ id: 'stub', name: 'Stub Wallet', chain: 'eip155', type: 'ANNOUNCED' }])
    },
    connect: async () => ({ address, chainId: 1, accounts: [address] }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    balances: {
      getNativeBalance: async () => ({ value: 12_345_600_000_000_000_000n, decimals: 18, symbol: 'ETH' }),
    },
    signMessage: async () => '0x',
    getProvider: () => ({ isStub: true }) as never,
  }
  return adapter
}

/** An adapter that only names its namespace: no wallet, nothing to connect. */
export function namedAdapter(namespace: ChainNamespace, name: string): ChainAdapter {
  return {
    namespace,
    info: { name },
    setup: () => undefined,
    connect: async () => ({ address: '', chainId: '', accounts: [] }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => '',
    getProvider: () => undefined,
  }
}

export const network = (id: number, name = `Chain ${id}`): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** A key-value store in memory: each test's instance remembers nothing of the others. */
export function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}
