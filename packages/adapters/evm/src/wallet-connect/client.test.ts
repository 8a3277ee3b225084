import {
  type CaipNetwork,
  ConnectorNotConnectedError,
  FailedToConnectError,
  UserRejectedRequestError,
} from '@appkit/common'
import type { AdapterEvents } from '@appkit/controllers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletConnectClient, WALLET_CONNECT_DISCONNECT_TIMEOUT_MS } from './client.js'
import type { EvmWalletConnectOptions } from './options.js'
import type { PlatformProbe } from './platform.js'
import type { ProviderInitOptions, WalletConnectProvider, WalletConnectSession } from './provider.js'
import { REQUESTED_CHAINS_KEY, type SyncStorage } from './requested-chains.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function network(id: number): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:9/${id}`] } },
  }
}

function memoryLocalStorage(): SyncStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}

type Listener = (...args: never[]) => void
interface Pairing {
  uri: string
  params: unknown
  approve(accounts?: string[]): void
  reject(error: unknown): void
}

/** UniversalProvider as the client sees it; the test plays the wallet and the relay. */
class FakeProvider implements WalletConnectProvider {
  session?: WalletConnectSession
  activeChain = 0
  pairings: Pairing[] = []
  requests: { method: string; params?: unknown; chain?: string }[] = []
  defaultChains: string[] = []
  disconnects = 0
  cleanups = 0
  answer: (method: string) => unknown = () => null
  disconnectResult: () => Promise<void> = async () => {
    this.session = undefined
  }
  private listeners = new Map<string, Set<Listener>>()
  client = {
    on: (event: 'session_expire', listener: (event: { topic: string }) => void) => this.on(event, listener),
  }

  connect(params: unknown) {
    return new Promise<unknown>((resolve, reject) => {
      const uri = `wc:topic${this.pairings.length + 1}@2?relay-protocol=irn&symKey=k`
      this.pairings.push({
        uri,
        params,
        approve: (accounts = [`eip155:1:${A}`]) => {
          this.session = { topic: `session${this.pairings.length}`, namespaces: { eip155: { accounts } } }
          this.activeChain = Number(accounts[0]?.split(':')[1])
          resolve(this.session)
        },
        reject,
      })
      queueMicrotask(() => this.emit('display_uri', uri))
    })
  }
  async disconnect() {
    this.disconnects++
    await this.disconnectResult()
  }
  async request<T>(args: { method: string; params?: unknown }, chain?: string): Promise<T> {
    if (!this.session) throw new Error('Please call connect() before request()')
    if (args.method === 'eth_chainId') return this.activeChain as T
    this.requests.push({ ...args, chain })
    return this.answer(args.method) as T
  }
  setDefaultChain(chain: string, rpcUrl?: string) {
    this.defaultChains.push(`${chain} ${rpcUrl}`)
  }
  async cleanupPendingPairings() {
    this.cleanups++
  }
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }
}

function recorder() {
  const seen: unknown[][] = []
  const events: AdapterEvents = {
    connectorsChanged: () => undefined,
    accountsChanged: (...args) => seen.push(['accountsChanged', ...args]),
    chainChanged: (...args) => seen.push(['chainChanged', ...args]),
    disconnected: (...args) => seen.push(['disconnected', ...args]),
    walletConnectUri: (uri) => seen.push(['uri', uri]),
  }
  return { events, seen, uris: () => seen.filter(([name]) => name === 'uri').map(([, uri]) => uri) }
}

const ANDROID: PlatformProbe = { userAgent: 'Android Chrome', maxTouchPoints: 5, telegramWebApp: false }
const IPHONE_SAFARI: PlatformProbe = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
  telegramWebApp: false,
}

function setup(
  options: EvmWalletConnectOptions = {},
  { networks = [network(1), network(10)], platform = ANDROID, provider = new FakeProvider() } = {},
) {
  const { events, seen, uris } = recorder()
  const storage = memoryLocalStorage()
  const inits: { init: ProviderInitOptions; verify: boolean }[] = []
  const client = createWalletConnectClient({
    context: { networks, events, projectId: 'p1', walletConnect: { relayUrl: 'ws://127.0.0.1:9' } },
    options,
    loadProvider: async (init, verify) => {
      inits.push({ init, verify })
      return provider
    },
    platform: () => platform,
    storage,
  })
  return { client, provider, seen, uris, storage, inits }
}

/** Lets the fake's queued display_uri and the client's awaits run. */
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connect', () => {
  it('starts the provider once, shows the URI, and resolves with the approved account', async () => {
    const { client, provider, uris, storage, inits } = setup()
    const connecting = client.connect()
    await flush()
    expect(inits).toEqual([
      {
        init: expect.objectContaining({
          projectId: 'p1',
          relayUrl: 'ws://127.0.0.1:9',
          telemetryEnabled: false,
        }),
        verify: false,
      },
    ])
    expect(provider.pairings[0]?.params).toEqual({
      optionalNamespaces: {
        eip155: expect.objectContaining({
          chains: ['eip155:1', 'eip155:10'],
          rpcMap: { 1: 'http://127.0.0.1:9/1', 10: 'http://127.0.0.1:9/10' },
        }),
      },
    })
    expect(uris()).toEqual([provider.pairings[0]?.uri])
    provider.pairings[0]?.approve([`eip155:10:${B}`, `eip155:1:${A}`])
    await expect(connecting).resolves.toEqual({ address: B, accounts: [B], chainId: 10 })
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
    expect(storage.entries.get(REQUESTED_CHAINS_KEY)).toBe('["eip155:1","eip155:10"]')
    expect(client.getProvider()).toBe(provider)
  })

  it('clears the URI and rejects with a typed error when the wallet says no', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.reject({ code: 5000, message: 'User rejected.' })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
  })

  it('ends a session left over before pairing afresh', async () => {
    const provider = new FakeProvider()
    provider.session = { topic: 'old', namespaces: { eip155: { accounts: [`eip155:1:${A}`] } } }
    const { client } = setup({}, { provider })
    void client.connect()
    await flush()
    expect(provider.disconnects).toBe(1)
    expect(provider.pairings).toHaveLength(1)
  })
})

describe('connect cancelled or replacing a held session', () => {
  it('a connect cancelled while the provider loads makes no pairing', async () => {
    let release: () => void = () => undefined
    const provider = new FakeProvider()
    const { events } = recorder()
    const client = createWalletConnectClient({
      context: { networks: [network(1)], events, projectId: 'p1' },
      options: {},
      loadProvider: () => new Promise((resolve) => (release = () => resolve(provider))),
      platform: () => ANDROID,
      storage: memoryLocalStorage(),
    })
    const connecting = client.connect()
    await client.disconnect()
    release()
    await expect(connecting).rejects.toThrow('Failed to connect')
    expect(provider.pairings).toHaveLength(0)
  })

  it('tells the core when a new connect ends the session it held', async () => {
    const { client, provider, seen } = setup()
    const first = client.connect()
    await flush()
    provider.pairings[0]?.approve([`eip155:1:${A}`])
    await first
    void client.connect()
    await flush()
    expect(seen.filter(([name]) => name === 'disconnected')).toEqual([['disconnected', 'walletConnect']])
    expect(provider.pairings).toHaveLength(2)
  })
})

describe('teardown', () => {
  it('cancels the pending pairing and stops reporting wallet events', async () => {
    const { client, provider, seen } = setup()
    const first = client.connect()
    await flush()
    provider.pairings[0]?.approve([`eip155:1:${A}`])
    await first
    const pending = client.connect()
    await flush()
    client.teardown()
    await expect(pending).rejects.toThrow('Failed to connect')
    const before = seen.length
    provider.emit('chainChanged', '0xa')
    provider.emit('session_delete', { topic: 'x' })
    expect(seen.slice(before).filter(([name]) => name !== 'uri')).toEqual([])
  })
})

describe('pairing renewal while the user waits (spec §4, §9)', () => {
  it('makes a new pairing when 10 s of the 4 minutes remain, and again for the next one', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    await flush()
    await vi.advanceTimersByTimeAsync(229_999)
    expect(provider.pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(provider.pairings).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(230_000)
    expect(provider.pairings).toHaveLength(3)
    expect(uris()).toEqual(provider.pairings.map((p) => p.uri))

    // The replaced proposals expiring later is no failure; the newest pairing's approval counts.
    provider.pairings[0]?.reject({ message: 'Proposal expired', code: 0 })
    provider.pairings[2]?.approve()
    await expect(connecting).resolves.toMatchObject({ address: A, chainId: 1 })
    expect(uris().at(-1)).toBeUndefined()
  })

  it('stops renewing once the connection settles', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    await vi.advanceTimersByTimeAsync(3 * 240_000)
    expect(provider.pairings).toHaveLength(1)
  })

  it('fails when the newest pairing fails', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    const failure = expect(connecting).rejects.toMatchObject({ details: 'relay down' })
    await flush()
    await vi.advanceTimersByTimeAsync(230_000)
    provider.pairings[1]?.reject(new Error('relay down'))
    await failure
  })
})

describe('connect again while a pairing is pending', () => {
  it('makes a new pairing on most platforms; both callers get the one result', async () => {
    const { client, provider, uris } = setup()
    const first = client.connect()
    await flush()
    const second = client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
    expect(uris()).toEqual([provider.pairings[0]?.uri, provider.pairings[1]?.uri])
    provider.pairings[1]?.approve()
    await expect(first).resolves.toMatchObject({ address: A })
    await expect(second).resolves.toMatchObject({ address: A })
  })

  it('reuses the pairing and its URI on iOS Safari while it is valid', async () => {
    const { client, provider, uris } = setup({}, { platform: IPHONE_SAFARI })
    const first = client.connect()
    await flush()
    await vi.advanceTimersByTimeAsync(200_000)
    const second = client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(1)
    expect(uris()).toEqual([provider.pairings[0]?.uri, provider.pairings[0]?.uri])
    provider.pairings[0]?.approve()
    await expect(second).resolves.toMatchObject({ address: A })
    await expect(first).resolves.toMatchObject({ address: A })
  })

  it('waits for the URI being made instead of making another', async () => {
    const { client, provider, uris } = setup({ reusePairing: true })
    void client.connect()
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(1)
    expect(uris()).toEqual([provider.pairings[0]?.uri])
  })

  it('does not reuse a pairing within the expiry margin', async () => {
    const { client, provider } = setup({ reusePairing: true })
    void client.connect()
    await flush()
    vi.setSystemTime(Date.now() + 231_000) // the clock jumped (a phone asleep), the timer has not run
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
  })

  it('follows the reusePairing option over detection', async () => {
    const { client, provider } = setup({ reusePairing: false }, { platform: IPHONE_SAFARI })
    void client.connect()
    await flush()
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
  })
})

describe('wallet events', () => {
  async function connected(options: EvmWalletConnectOptions = {}) {
    const setupResult = setup(options)
    const connecting = setupResult.client.connect()
    await flush()
    setupResult.provider.pairings[0]?.approve([`eip155:1:${A}`, `eip155:10:${A}`])
    await connecting
    setupResult.seen.length = 0
    return setupResult
  }

  it('forwards accounts as plain addresses and chains as numbers', async () => {
    const { provider, seen } = await connected()
    provider.emit('accountsChanged', [`eip155:10:${B}`, A])
    provider.emit('chainChanged', '10')
    provider.emit('chainChanged', 'not a chain')
    expect(seen).toEqual([
      ['accountsChanged', 'walletConnect', [B, A]],
      ['chainChanged', 'walletConnect', 10],
    ])
  })

  it('reports a session the wallet ended once, however it is told', async () => {
    const { provider, seen } = await connected()
    provider.emit('session_delete', { topic: 'session1' })
    provider.emit('disconnect', { code: 6000 })
    expect(seen).toEqual([['disconnected', 'walletConnect']])
  })

  it('reports an expired session', async () => {
    const { provider, seen } = await connected()
    provider.emit('session_expire', { topic: 'other' })
    provider.emit('session_expire', { topic: provider.session?.topic })
    expect(seen).toEqual([['disconnected', 'walletConnect']])
  })

  it('ignores events while no session is reported', async () => {
    const { client, provider, seen } = setup()
    void client.connect()
    await flush()
    seen.length = 0
    provider.emit('accountsChanged', [A])
    provider.emit('chainChanged', '1')
    provider.emit('disconnect', {})
    expect(seen).toEqual([])
  })
})

describe('reconnect', () => {
  function restored(accounts = [`eip155:1:${A}`, `eip155:10:${A}`], activeChain = 10) {
    const provider = new FakeProvider()
    provider.session = { topic: 'stored', namespaces: { eip155: { accounts } } }
    provider.activeChain = activeChain
    return provider
  }

  it('resumes a stored session made for the same chains, on the chain the provider is on', async () => {
    const { client, storage, seen, provider } = setup({}, { provider: restored() })
    storage.setItem(REQUESTED_CHAINS_KEY, '["eip155:10","eip155:1"]')
    await expect(client.reconnect()).resolves.toEqual({ address: A, accounts: [A], chainId: 10 })
    provider.emit('chainChanged', '1')
    expect(seen).toEqual([['chainChanged', 'walletConnect', 1]])
  })

  it('drops the session when the configured chains differ from those requested', async () => {
    const { client, storage, provider } = setup({}, { provider: restored() })
    storage.setItem(REQUESTED_CHAINS_KEY, '["eip155:1"]')
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(1)
    expect(storage.entries.has(REQUESTED_CHAINS_KEY)).toBe(false)
  })

  it('drops the session when the requested chains were not stored', async () => {
    const { client, provider } = setup({}, { provider: restored() })
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(1)
  })

  it('answers nothing without a stored session', async () => {
    const { client, provider } = setup()
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(0)
  })
})

describe('disconnect', () => {
  it('ends the session and forgets the requested chains', async () => {
    const { client, provider, storage, seen } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    await client.disconnect()
    expect(provider.disconnects).toBe(1)
    expect(storage.entries.has(REQUESTED_CHAINS_KEY)).toBe(false)
    expect(seen.filter(([name]) => name === 'disconnected')).toEqual([])
    await expect(client.signMessage(A, 'hi')).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })

  it('gives up waiting for an unreachable relay after a few seconds', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    provider.disconnectResult = () => new Promise(() => undefined)
    let done = false
    const disconnecting = client.disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(WALLET_CONNECT_DISCONNECT_TIMEOUT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(WALLET_CONNECT_DISCONNECT_TIMEOUT_MS).toBe(3000)
  })

  it('cancels a pending pairing: the URI goes, renewal stops, a late approval is ended', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    const cancelled = expect(connecting).rejects.toBeInstanceOf(FailedToConnectError)
    await flush()
    await client.disconnect()
    await cancelled
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
    expect(provider.cleanups).toBe(1)
    await vi.advanceTimersByTimeAsync(3 * 240_000)
    expect(provider.pairings).toHaveLength(1)
    provider.pairings[0]?.approve()
    await flush()
    expect(provider.disconnects).toBe(1)
  })

  it('does nothing before WalletConnect was used', async () => {
    const { client, inits } = setup()
    await client.disconnect()
    expect(inits).toHaveLength(0)
  })
})

describe('requests', () => {
  async function connected() {
    const setupResult = setup()
    const connecting = setupResult.client.connect()
    await flush()
    setupResult.provider.pairings[0]?.approve()
    await connecting
    return setupResult
  }

  it('signs with personal_sign on the current chain', async () => {
    const { client, provider } = await connected()
    provider.answer = () => '0xsig'
    await expect(client.signMessage(A, 'hi')).resolves.toBe('0xsig')
    expect(provider.requests).toEqual([{ method: 'personal_sign', params: ['0x6869', A], chain: undefined }])
  })

  it('switches with the target chain, then makes it the default with its RPC', async () => {
    const { client, provider } = await connected()
    await client.switchNetwork(network(10))
    expect(provider.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }], chain: 'eip155:10' },
    ])
    expect(provider.defaultChains).toEqual(['eip155:10 http://127.0.0.1:9/10'])
  })

  it('adds the chain through the current one when the wallet does not know it (4902)', async () => {
    const { client, provider } = await connected()
    provider.answer = (method) => {
      if (method === 'wallet_switchEthereumChain') throw { code: 4902, message: 'Unrecognized chain' }
      return null
    }
    await client.switchNetwork(network(10))
    expect(provider.requests.map(({ method, chain }) => [method, chain])).toEqual([
      ['wallet_switchEthereumChain', 'eip155:10'],
      ['wallet_addEthereumChain', undefined],
    ])
    expect(provider.defaultChains).toEqual(['eip155:10 http://127.0.0.1:9/10'])
  })

  it('refuses requests without a session', async () => {
    const { client } = setup()
    await expect(client.switchNetwork(network(10))).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(client.signMessage(A, 'hi')).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})
