import type { CaipNetwork } from '@appkit/common'
import type { AdapterContext, AdapterEvents, Connector } from '@appkit/controllers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'

const client = vi.hoisted(() => ({
  connect: vi.fn(async () => ({ address: '0xwc', accounts: ['0xwc'], chainId: 1 })),
  reconnect: vi.fn(async () => undefined),
  disconnect: vi.fn(async () => undefined),
  switchNetwork: vi.fn(async () => undefined),
  signMessage: vi.fn(async () => '0xsig'),
  getProvider: vi.fn(() => 'universal provider'),
}))
vi.mock('./client.js', () => ({ createWalletConnectClient: () => client }))

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} satisfies CaipNetwork

function context(projectId: string) {
  const published: Connector[][] = []
  const events = {
    connectorsChanged: (connectors: Connector[]) => published.push(connectors),
  } as unknown as AdapterEvents
  return { context: { networks: [network], events, projectId } satisfies AdapterContext, published }
}

const injected = {
  info: { uuid: 'u', name: 'Test Wallet', icon: 'data:,', rdns: 'test.wallet' },
  provider: { request: async () => ['0xinjected'] },
}

beforeEach(() => {
  // Node has EventTarget and CustomEvent: a window is one EventTarget away.
  Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true })
  vi.clearAllMocks()
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

describe('the EVM adapter with WalletConnect', () => {
  it('lists WalletConnect after the injected wallets when the dapp has a projectId', () => {
    const adapter = createEvmAdapter({ legacyInjected: false })
    const { context: ctx, published } = context('p1')
    adapter.setup(ctx)
    expect(published.at(-1)).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
    ])
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: injected }))
    expect(published.at(-1)?.map((c) => c.id)).toEqual(['test.wallet', 'walletConnect'])
  })

  it('does not list it without a projectId', () => {
    const adapter = createEvmAdapter({ legacyInjected: false })
    const { context: ctx, published } = context('')
    adapter.setup(ctx)
    expect(published.at(-1)).toEqual([])
  })

  it('routes the walletConnect connector to WalletConnect and the others to their wallets', async () => {
    const adapter = createEvmAdapter({ legacyInjected: false })
    adapter.setup(context('p1').context)
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: injected }))

    expect(adapter.getProvider('walletConnect')).toBeUndefined()
    await expect(adapter.connect({ connectorId: 'walletConnect' })).resolves.toMatchObject({
      address: '0xwc',
    })
    await adapter.reconnect({ connectorId: 'walletConnect', waitMs: 0 })
    await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network })
    await expect(
      adapter.signMessage({ connectorId: 'walletConnect', address: '0xwc', message: 'hi' }),
    ).resolves.toBe('0xsig')
    await adapter.disconnect({ connectorId: 'walletConnect' })
    expect(adapter.getProvider('walletConnect')).toBe('universal provider')
    expect(client.switchNetwork).toHaveBeenCalledWith(network)
    expect(client.signMessage).toHaveBeenCalledWith('0xwc', 'hi')
    expect(client.disconnect).toHaveBeenCalledTimes(1)

    expect(adapter.getProvider('test.wallet')).toBe(injected.provider)
    expect(client.connect).toHaveBeenCalledTimes(1)
  })
})
