import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { MultiNamespaceEvents, WalletConnectNamespace } from '@appkit/controllers/adapter'
import { memorySyncStorage, testNetwork } from '@appkit/testing/node'
import { vi } from 'vitest'
import { createWalletConnectClient } from '../client.js'
import type { WalletConnectInit } from '../options.js'
import type { PlatformProbe } from '../platform.js'
import type {
  ProviderInitOptions,
  WalletConnectAuthenticateParams,
  WalletConnectAuthenticateResult,
  WalletConnectCacao,
  WalletConnectProvider,
  WalletConnectSession,
} from '../provider.js'
import { EVM_RULES } from './namespace-rules.js'

// The client's test harness: UniversalProvider faked, the test playing the wallet and the relay.

export const network = (id: number | string, namespace: ChainNamespace = 'eip155') =>
  testNetwork(id, namespace) as CaipNetwork

export const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

export type Listener = (...args: never[]) => void
export interface Pairing {
  /** `connect` proposes a session; `authenticate` also asks the wallet to sign in. */
  kind: 'connect' | 'authenticate'
  uri: string
  params: unknown
  /** The wallet approves with these accounts; `auths` are its sign-in signatures (authenticate). */
  approve(accounts?: string[], auths?: WalletConnectCacao[]): void
  reject(error: unknown): void
}

/** The session WalletConnect keeps: accounts grouped by namespace. */
export function sessionOf(topic: string, accounts: string[]): WalletConnectSession {
  const namespaces: WalletConnectSession['namespaces'] = {}
  for (const account of accounts) {
    const [namespace] = account.split(':')
    namespaces[namespace!] ??= { accounts: [] }
    namespaces[namespace!]!.accounts.push(account)
  }
  return { topic, namespaces, peer: { metadata: { name: 'Phone Wallet', icons: [] } } }
}

/** UniversalProvider as the client sees it; the test plays the wallet and the relay. */
export class FakeProvider implements WalletConnectProvider {
  session?: WalletConnectSession
  /** The chain each namespace's requests go to (UniversalProvider's default chain). */
  activeChains: Record<string, string> = {}
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
  get rpcProviders() {
    return Object.fromEntries(
      Object.entries(this.activeChains).map(([namespace, chain]) => [
        namespace,
        { getDefaultChain: () => chain },
      ]),
    )
  }

  connect(params: unknown) {
    return this.propose('connect', params)
  }
  authenticate(params: WalletConnectAuthenticateParams) {
    return this.propose('authenticate', params) as Promise<WalletConnectAuthenticateResult>
  }
  private propose(kind: Pairing['kind'], params: unknown) {
    return new Promise<unknown>((resolve, reject) => {
      const uri = `wc:topic${this.pairings.length + 1}@2?relay-protocol=irn&symKey=k`
      this.pairings.push({
        kind,
        uri,
        params,
        approve: (accounts = [`eip155:1:${A}`], auths) => {
          this.session = sessionOf(`session${this.pairings.length}`, accounts)
          for (const account of accounts) {
            const [namespace, chain] = account.split(':')
            this.activeChains[namespace!] ??= chain!
          }
          resolve(kind === 'connect' ? this.session : { session: this.session, auths })
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
  /** The wallet sends a session event on `chainId` (CAIP-2). */
  walletEvent(chainId: string, name: string, data: unknown) {
    this.emit('session_event', { topic: this.session?.topic, params: { chainId, event: { name, data } } })
  }
}

export function recorder() {
  const seen: unknown[][] = []
  const events: MultiNamespaceEvents = {
    connectorsChanged: () => undefined,
    connected: (ref) => seen.push(['connected', ref.namespace]),
    accountsChanged: (ref, accounts) => seen.push(['accountsChanged', ref.namespace, accounts]),
    chainChanged: (ref, chainId) => seen.push(['chainChanged', ref.namespace, chainId]),
    disconnected: (ref) => seen.push(['disconnected', ref.namespace]),
    pairingUri: (uri) => seen.push(['uri', uri]),
  }
  return { events, seen, uris: () => seen.filter(([name]) => name === 'uri').map(([, uri]) => uri) }
}

export const ANDROID: PlatformProbe = {
  userAgent: 'Android Chrome',
  maxTouchPoints: 5,
  telegramWebApp: false,
}
export const IPHONE_SAFARI: PlatformProbe = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
  telegramWebApp: false,
}

export function setup(
  options: Partial<WalletConnectInit> = {},
  {
    networks = [network(1), network(10)],
    platform = ANDROID,
    provider = new FakeProvider(),
    parts = {} as Partial<Record<ChainNamespace, WalletConnectNamespace>>,
  } = {},
) {
  const { events, seen, uris } = recorder()
  const storage = memorySyncStorage()
  const inits: { init: ProviderInitOptions; verify: boolean }[] = []
  const client = createWalletConnectClient({
    init: { projectId: 'p1', relayUrl: 'ws://127.0.0.1:9', ...options },
    networks,
    events,
    namespaces: () => parts,
    rules: EVM_RULES,
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
export const flush = () => vi.advanceTimersByTimeAsync(0)
