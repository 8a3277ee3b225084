// @vitest-environment happy-dom
import type { CaipNetwork } from '@appkit/common'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { connect, disconnect, reconnect, switchChain } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiAdapter } from './wagmi-adapter.js'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
})
const networks = [network(1), network(10)]

/** A wallet extension, as far as this module sees one: it answers and emits as EIP-1193 says. */
function fakeWallet(options: { signFails?: Error } = {}) {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  let chainId = 1
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [ALICE]
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          chainId = Number((params as [{ chainId: string }])[0].chainId)
          emit('chainChanged', `0x${chainId.toString(16)}`)
          return null
        }
        case 'personal_sign':
          if (options.signFails) throw options.signFails
          return '0x5151'
        default:
          return null
      }
    }),
    on: (event: string, listener: (value: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener: (event: string, listener: (value: unknown) => void) =>
      listeners.get(event)?.delete(listener),
  }
  const info = { uuid: '1', name: 'Fake Wallet', icon: 'data:,', rdns: 'org.fake.wallet' }
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  return { provider, emit }
}

function recorder(): AdapterEvents & { seen: string[] } {
  const seen: string[] = []
  return {
    seen,
    connectorsChanged: (list) => seen.push(`connectors ${list.map((c) => c.id).join()}`),
    connected: (ref, account) => seen.push(`connected ${ref.connectorId} ${account.address}`),
    accountsChanged: (ref, accounts) => seen.push(`accounts ${ref.connectorId} ${accounts.join()}`),
    chainChanged: (ref, chainId) => seen.push(`chain ${ref.connectorId} ${chainId}`),
    disconnected: (ref) => seen.push(`disconnected ${ref.connectorId}`),
  }
}

function setUp(options: { signFails?: Error } = {}) {
  const bridge = createWagmiAdapter({ networks, legacyInjected: false })
  const events = recorder()
  bridge.adapter.setup({ networks, events, projectId: 'test' })
  const wallet = fakeWallet(options)
  const connector = () => bridge.wagmiConfig.connectors.find((c) => c.id === 'org.fake.wallet')!
  return { ...bridge, events, wallet, connector }
}

let teardown: (() => void) | undefined
afterEach(() => teardown?.())

describe('createWagmiAdapter', () => {
  it('gives wagmi the wallets the modal lists, with our ids', () => {
    const { wagmiConfig, adapter, events } = setUp()
    teardown = adapter.teardown
    expect(events.seen).toContain('connectors org.fake.wallet')
    expect(wagmiConfig.connectors.map((c) => [c.id, c.name, c.type])).toEqual([
      ['org.fake.wallet', 'Fake Wallet', 'ANNOUNCED'],
    ])
    expect(wagmiConfig.chains.map((c) => c.id)).toEqual([1, 10])
  })

  it('connects from the modal through wagmi: wagmi is connected, the core learns it from the call', async () => {
    const { wagmiConfig, adapter, events } = setUp()
    teardown = adapter.teardown
    const account = await adapter.connect({ connectorId: 'org.fake.wallet' })
    expect(account).toEqual({ address: ALICE, accounts: [ALICE], chainId: 1 })
    expect(wagmiConfig.state.status).toBe('connected')
    expect([...wagmiConfig.state.connections.values()][0]).toMatchObject({ accounts: [ALICE], chainId: 1 })
    expect(events.seen.filter((e) => e.startsWith('connected'))).toEqual([])
  })

  it('tells the core of a connection the dapp made with wagmi’s connect', async () => {
    const { wagmiConfig, adapter, events, connector } = setUp()
    teardown = adapter.teardown
    await connect(wagmiConfig, { connector: connector() })
    expect(events.seen).toContain(`connected org.fake.wallet ${ALICE}`)
  })

  it('tells the core when the dapp disconnects with wagmi, and not when the core did', async () => {
    const { wagmiConfig, adapter, events, connector } = setUp()
    teardown = adapter.teardown
    await adapter.connect({ connectorId: 'org.fake.wallet' })
    await disconnect(wagmiConfig, { connector: connector() })
    expect(wagmiConfig.state.status).toBe('disconnected')
    expect(events.seen).toContain('disconnected org.fake.wallet')

    events.seen.length = 0
    await adapter.connect({ connectorId: 'org.fake.wallet' })
    await adapter.disconnect({ connectorId: 'org.fake.wallet' })
    expect(wagmiConfig.state.status).toBe('disconnected')
    expect(events.seen).toEqual([])
  })

  it('a chain switched with wagmi reaches the core; one switched by the core reaches wagmi', async () => {
    const { wagmiConfig, adapter, events, connector } = setUp()
    teardown = adapter.teardown
    await adapter.connect({ connectorId: 'org.fake.wallet' })
    await switchChain(wagmiConfig, { chainId: 10, connector: connector() })
    expect(events.seen).toContain('chain org.fake.wallet 10')
    expect(wagmiConfig.state.chainId).toBe(10)

    await adapter.switchNetwork({ connectorId: 'org.fake.wallet', caipNetwork: network(1) })
    expect(wagmiConfig.state.chainId).toBe(1)
    expect(events.seen.at(-1)).toBe('chain org.fake.wallet 1')
  })

  it('a wallet that drops every account disconnects both', async () => {
    const { wagmiConfig, adapter, events, wallet } = setUp()
    teardown = adapter.teardown
    await adapter.connect({ connectorId: 'org.fake.wallet' })
    wallet.emit('accountsChanged', [])
    expect(wagmiConfig.state.status).toBe('disconnected')
    expect(events.seen).toContain('disconnected org.fake.wallet')
  })

  it('resumes a connection the core remembers into wagmi’s store', async () => {
    const { wagmiConfig, adapter, events } = setUp()
    teardown = adapter.teardown
    const account = await adapter.reconnect({ connectorId: 'org.fake.wallet', waitMs: 0 })
    expect(account).toMatchObject({ address: ALICE, chainId: 1 })
    expect(wagmiConfig.state).toMatchObject({ status: 'connected', chainId: 1 })
    expect(events.seen.filter((e) => e.startsWith('connected'))).toEqual([])
  })

  it('wagmi’s reconnect on mount, after the core resumed, keeps the connection and tells the core nothing', async () => {
    const { wagmiConfig, adapter, events, wallet } = setUp()
    teardown = adapter.teardown
    await adapter.reconnect({ connectorId: 'org.fake.wallet', waitMs: 0 })
    events.seen.length = 0
    await reconnect(wagmiConfig)
    expect(wagmiConfig.state).toMatchObject({ status: 'connected', chainId: 1 })
    expect([...wagmiConfig.state.connections.values()]).toMatchObject([{ accounts: [ALICE] }])
    expect(events.seen).toEqual([])
    expect(wallet.provider.request.mock.calls.map(([r]) => r.method)).not.toContain('eth_requestAccounts')
  })

  it('wagmi’s reconnect on mount, while the core resumes, gets the core’s connection', async () => {
    const { wagmiConfig, adapter, events, wallet } = setUp()
    teardown = adapter.teardown
    const [resumed, wagmiResumed] = await Promise.all([
      adapter.reconnect({ connectorId: 'org.fake.wallet', waitMs: 0 }),
      reconnect(wagmiConfig),
    ])
    expect(resumed).toMatchObject({ address: ALICE })
    expect(wagmiResumed.map((c) => c.accounts)).toEqual([[ALICE]])
    expect(wagmiConfig.state).toMatchObject({ status: 'connected', chainId: 1 })
    expect(events.seen.filter((e) => !e.startsWith('connectors'))).toEqual([])
    expect(wallet.provider.request.mock.calls.filter(([r]) => r.method === 'eth_accounts')).toHaveLength(1)
  })

  it('signs through wagmi; a failure is spec §8’s, a refusal stays a refusal', async () => {
    const ok = setUp()
    await ok.adapter.connect({ connectorId: 'org.fake.wallet' })
    await expect(
      ok.adapter.signMessage({ connectorId: 'org.fake.wallet', address: ALICE, message: 'hi' }),
    ).resolves.toBe('0x5151')
    ok.adapter.teardown?.()

    const failing = setUp({ signFails: Object.assign(new Error('internal'), { code: -32603 }) })
    teardown = failing.adapter.teardown
    await failing.adapter.connect({ connectorId: 'org.fake.wallet' })
    await expect(
      failing.adapter.signMessage({ connectorId: 'org.fake.wallet', address: ALICE, message: 'hi' }),
    ).rejects.toMatchObject({ message: 'WagmiAdapter:signMessage - Sign message failed' })
  })

  it('a refused signature is a user rejection', async () => {
    const { adapter } = setUp({ signFails: Object.assign(new Error('User rejected'), { code: 4001 }) })
    teardown = adapter.teardown
    await adapter.connect({ connectorId: 'org.fake.wallet' })
    await expect(
      adapter.signMessage({ connectorId: 'org.fake.wallet', address: ALICE, message: 'hi' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })

  it('a fee that cannot be estimated is spec §8’s estimateGas error', async () => {
    const { adapter } = setUp()
    teardown = adapter.teardown
    await expect(
      adapter.fees!.estimateSendFee({ from: ALICE, to: ALICE, amount: 1n, caipNetwork: network(1) }),
    ).rejects.toMatchObject({ message: 'WagmiAdapter:estimateGas - error estimating gas' })
  })
})
