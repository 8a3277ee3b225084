import { DEV_ACCOUNTS, type RunningRelay, startRelay } from '@appkit/cloud'
import type { CaipNetwork } from '@appkit/common'
import type { AdapterEvents, ChainAdapter, Connector } from '@appkit/controllers'
import { memoryKeyValueStorage, watchOutbound } from '@appkit/testing/node'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'
import { EIP155_EVENTS, EIP155_METHODS } from './namespaces.js'
import { REQUESTED_CHAINS_KEY } from './requested-chains.js'

/*
 * The adapter's WalletConnect against the real clients: UniversalProvider on the dapp side, WalletKit
 * on the wallet side, paired through the local relay of @appkit/cloud; nothing leaves 127.0.0.1.
 */

const ACCOUNT = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey)
const OTHER = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
/** Never contacted: wallet methods go to the wallet, and nothing here reads the chain. */
const RPC = 'http://127.0.0.1:9'

function network(id: number): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${RPC}/${id}`] } },
  }
}
const NETWORKS = [network(31337), network(31338), network(31339)]
/** What the wallet approves: the first two chains, not 31339. */
const APPROVED = ['eip155:31337', 'eip155:31338']

function memoryLocalStorage() {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value) && undefined,
    removeItem: (key: string) => entries.delete(key) && undefined,
  }
}

/** What the adapter told the core, and a way to wait for the next such thing. */
function recorder() {
  const seen: unknown[][] = []
  const waiters = new Set<{ match: (entry: unknown[]) => boolean; resolve: (entry: unknown[]) => void }>()
  const record = (...entry: unknown[]) => {
    seen.push(entry)
    for (const waiter of waiters) {
      if (waiter.match(entry)) {
        waiters.delete(waiter)
        waiter.resolve(entry)
      }
    }
  }
  const events: AdapterEvents = {
    connectorsChanged: (connectors: Connector[]) =>
      record(
        'connectors',
        connectors.map((c) => c.id),
      ),
    accountsChanged: (...args) => record('accountsChanged', ...args),
    chainChanged: (...args) => record('chainChanged', ...args),
    disconnected: (...args) => record('disconnected', ...args),
    walletConnectUri: (uri) => record('uri', uri),
  }
  const next = (match: (entry: unknown[]) => boolean) =>
    new Promise<unknown[]>((resolve) => waiters.add({ match, resolve }))
  return { events, seen, next }
}

let relay: RunningRelay
let outbound: ReturnType<typeof watchOutbound>
let wallet: InstanceType<typeof WalletKit>
const dappStorage = memoryKeyValueStorage()
const localStorage = memoryLocalStorage()
const opened: UniversalProvider[] = []

/** A page of the dapp: a fresh adapter over the same storage, as after a reload. */
function page(networks = NETWORKS) {
  const adapter = createEvmAdapter({ legacyInjected: false, walletConnect: { storage: dappStorage } })
  const record = recorder()
  adapter.setup({
    networks,
    events: record.events,
    projectId: 'adapter-test',
    metadata: { name: 'Adapter test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    walletConnect: { relayUrl: relay.url },
  })
  return { adapter, ...record }
}

function providerOf(adapter: ChainAdapter): UniversalProvider {
  const provider = adapter.getProvider('walletConnect') as UniversalProvider | undefined
  if (!provider) throw new Error('WalletConnect not started')
  if (!opened.includes(provider)) opened.push(provider)
  return provider
}

/** Closes a page's socket, as leaving the page does. */
async function closePage(adapter: ChainAdapter) {
  const { core } = providerOf(adapter).client
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

/** Connects a page through a QR code the wallet "scans", approving the given chains. */
async function connect(dapp: ReturnType<typeof page>, chains = APPROVED) {
  const shown = dapp.next(([name, uri]) => name === 'uri' && typeof uri === 'string')
  const cleared = dapp.next(([name, uri]) => name === 'uri' && uri === undefined)
  const proposal = new Promise<{ id: number }>((resolve) => wallet.once('session_proposal', resolve))
  const connecting = dapp.adapter.connect({ connectorId: 'walletConnect' })
  const [, uri] = await shown
  await wallet.pair({ uri: uri as string })
  const { id } = await proposal
  const { topic } = await wallet.approveSession({
    id,
    namespaces: {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${ACCOUNT.address}`),
        methods: [...EIP155_METHODS],
        events: [...EIP155_EVENTS],
      },
    },
  })
  const account = await connecting
  await cleared
  return { account, topic, uri: uri as string }
}

const walletRequests: { method: string; chainId: string }[] = []

beforeAll(async () => {
  outbound = watchOutbound()
  // Each page gets its own WalletConnect core, as separate page loads do.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  vi.stubGlobal('localStorage', localStorage)
  relay = await startRelay({ host: '127.0.0.1', port: 0 })

  // Only the wallet runs in WalletConnect's test mode (no verify, no telemetry init); the dapp side
  // must stay quiet by the adapter's own settings.
  vi.stubEnv('IS_VITEST', 'true')
  const core = new Core({
    projectId: 'adapter-test',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'adapter-test-wallet',
    storage: memoryKeyValueStorage(),
  })
  wallet = await WalletKit.init({
    core,
    metadata: { name: 'Test wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  vi.stubEnv('IS_VITEST', undefined)

  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    walletRequests.push({ method, chainId: params.chainId })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (method === 'personal_sign') {
      const [message] = args as [Hex, string]
      return respond({ result: await ACCOUNT.signMessage({ message: { raw: message } }) })
    }
    if (method === 'wallet_switchEthereumChain') {
      return respond({ error: { code: 4902, message: 'Unrecognized chain ID' } })
    }
    if (method === 'wallet_addEthereumChain') return respond({ result: null })
    return respond({ error: { code: 4200, message: 'Unsupported method' } })
  })
}, 30_000)

afterAll(async () => {
  for (const provider of opened) {
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose().catch(() => undefined)
  }
  if (wallet) {
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  }
  outbound.stop()
  vi.unstubAllEnvs()
  await relay?.close()
})

describe('WalletConnect in the EVM adapter, against the local relay and a real wallet', () => {
  const first = { dapp: undefined as unknown as ReturnType<typeof page>, topic: '' }

  it('connects through a pairing URI, signs, and follows the wallet', { timeout: 30_000 }, async () => {
    const dapp = page()
    first.dapp = dapp
    expect(dapp.seen[0]).toEqual(['connectors', ['walletConnect']])

    const { account, topic, uri } = await connect(dapp)
    first.topic = topic
    expect(uri).toMatch(/^wc:/)
    expect(account).toEqual({
      address: ACCOUNT.address,
      accounts: [ACCOUNT.address],
      chainId: 31337,
      walletInfo: { name: 'Test wallet' },
    })
    expect(dapp.seen.filter(([name]) => name === 'uri')).toEqual([
      ['uri', uri],
      ['uri', undefined],
    ])
    expect(JSON.parse(localStorage.getItem(REQUESTED_CHAINS_KEY) ?? '')).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:31339',
    ])

    const provider = providerOf(dapp.adapter)
    expect(provider.client.core.eventClient.telemetryEnabled).toBe(false)

    const signature = (await dapp.adapter.signMessage({
      connectorId: 'walletConnect',
      address: ACCOUNT.address,
      message: 'Signed through the adapter',
    })) as Hex
    expect(
      await verifyMessage({ address: ACCOUNT.address, message: 'Signed through the adapter', signature }),
    ).toBe(true)

    const chainChanged = dapp.next(([name, , id]) => name === 'chainChanged' && id === 31338)
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    await chainChanged

    const accountsChanged = dapp.next(([name]) => name === 'accountsChanged')
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [`eip155:31338:${OTHER.address}`] },
      chainId: 'eip155:31338',
    })
    expect(await accountsChanged).toEqual(['accountsChanged', 'walletConnect', [OTHER.address]])
  })

  it('switches network locally to an approved chain and through the wallet to another', {
    timeout: 30_000,
  }, async () => {
    const { dapp } = first
    const back = dapp.next(([name, , id]) => name === 'chainChanged' && id === 31337)
    await dapp.adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network(31337) })
    await back
    expect(walletRequests.filter((r) => r.method.startsWith('wallet_'))).toEqual([])

    // 31339 was requested but not approved: the wallet is asked, answers 4902, and adds it.
    const added = dapp.next(([name, , id]) => name === 'chainChanged' && id === 31339)
    await dapp.adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network(31339) })
    await added
    expect(walletRequests.filter((r) => r.method.startsWith('wallet_'))).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: 'eip155:31337' },
      { method: 'wallet_addEthereumChain', chainId: 'eip155:31337' },
    ])
    await dapp.adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network(31338) })
  })

  it('resumes the session on the next page load, and hears the wallet end it', {
    timeout: 30_000,
  }, async () => {
    await closePage(first.dapp.adapter)
    const dapp = page()
    const account = await dapp.adapter.reconnect({ connectorId: 'walletConnect', waitMs: 0 })
    expect(account).toEqual({
      address: ACCOUNT.address,
      accounts: [ACCOUNT.address],
      chainId: 31338,
      walletInfo: { name: 'Test wallet' },
    })
    const provider = providerOf(dapp.adapter)
    expect(provider.session?.topic).toBe(first.topic)

    const signature = (await dapp.adapter.signMessage({
      connectorId: 'walletConnect',
      address: ACCOUNT.address,
      message: 'After a reload',
    })) as Hex
    expect(await verifyMessage({ address: ACCOUNT.address, message: 'After a reload', signature })).toBe(true)

    const disconnected = dapp.next(([name]) => name === 'disconnected')
    await wallet.disconnectSession({
      topic: first.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await disconnected).toEqual(['disconnected', 'walletConnect'])
    expect(dapp.seen.filter(([name]) => name === 'disconnected')).toHaveLength(1)
    await closePage(dapp.adapter)
  })

  it('drops a stored session when the dapp now asks for other chains', { timeout: 30_000 }, async () => {
    const dapp = page()
    const { topic } = await connect(dapp)
    await closePage(dapp.adapter)

    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    const changed = page([network(31337), network(31338)])
    await expect(
      changed.adapter.reconnect({ connectorId: 'walletConnect', waitMs: 0 }),
    ).resolves.toBeUndefined()
    expect((await deleted).topic).toBe(topic)
    expect(providerOf(changed.adapter).session).toBeUndefined()
    expect(localStorage.getItem(REQUESTED_CHAINS_KEY)).toBeNull()
    await closePage(changed.adapter)
  })

  it('ends the session with the wallet on disconnect', { timeout: 30_000 }, async () => {
    const dapp = page()
    const { topic } = await connect(dapp)
    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    await dapp.adapter.disconnect({ connectorId: 'walletConnect' })
    expect((await deleted).topic).toBe(topic)
    expect(wallet.getActiveSessions()[topic]).toBeUndefined()
    expect(dapp.seen.filter(([name]) => name === 'disconnected')).toEqual([])
    await closePage(dapp.adapter)
  })

  it('keeps verify off on its own relay, and on when the dapp asks for it', { timeout: 30_000 }, async () => {
    const probe = { hash: 'abc', encryptedId: 'id' }
    const quiet = page()
    await quiet.adapter.reconnect({ connectorId: 'walletConnect', waitMs: 0 })
    await providerOf(quiet.adapter).client.core.verify.resolve(probe)
    expect(outbound.blocked).toEqual([])
    await closePage(quiet.adapter)

    const adapter = createEvmAdapter({
      legacyInjected: false,
      walletConnect: { storage: memoryKeyValueStorage(), verify: true },
    })
    adapter.setup({
      networks: NETWORKS,
      events: recorder().events,
      projectId: 'p',
      walletConnect: { relayUrl: relay.url },
    })
    await adapter.reconnect({ connectorId: 'walletConnect', waitMs: 0 })
    await providerOf(adapter)
      .client.core.verify.resolve(probe)
      .catch(() => undefined)
    expect(outbound.blocked).toEqual(['https://verify.walletconnect.org/attestation/abc?v2Supported=true'])
    outbound.blocked.length = 0
    await closePage(adapter)
  })

  it('sent nothing anywhere but 127.0.0.1', () => {
    expect(outbound.blocked).toEqual([])
    expect(outbound.hosts.length).toBeGreaterThan(0)
    expect(outbound.hosts.filter((host) => host !== '127.0.0.1')).toEqual([])
  })
})
