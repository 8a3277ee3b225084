import { DEV_ACCOUNTS, type RunningRelay, startRelay } from '@appkit/cloud'
import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import {
  connectWallet,
  createAppKitCore,
  destroyCore,
  disconnectWallet,
  type SessionEvents,
  signMessage,
  switchNetwork,
} from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'
import { withModal } from '@appkit/controllers/modal'
import { memoryKeyValueStorage, watchOutbound } from '@appkit/testing/node'
import { createWalletConnect, DEFAULT_EVENTS, DEFAULT_METHODS } from '@appkit/walletconnect'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'

/*
 * The instance's WalletConnect and the EVM adapter, through the core, against the real clients:
 * UniversalProvider on the dapp side, WalletKit on the wallet side, paired through the local relay
 * of @appkit/cloud; nothing leaves 127.0.0.1. Each "page" is a new instance over the same storage.
 */

const ACCOUNT = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey)
const OTHER = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
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
const SOLANA: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: SOLANA_CHAIN,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [`${RPC}/solana`] } },
}
const NETWORKS = [network(31337), network(31338), network(31339)]
/** What the wallet approves: the first two chains, not 31339. */
const APPROVED = ['eip155:31337', 'eip155:31338']
const REQUESTED_CHAINS_KEY = '@appkit/session_chains'

function memoryLocalStorage() {
  const entries = new Map<string, string>()
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value) && undefined,
    removeItem: (key: string) => entries.delete(key) && undefined,
  }
}

let relay: RunningRelay
let outbound: ReturnType<typeof watchOutbound>
let wallet: InstanceType<typeof WalletKit>
const dappStorage = memoryKeyValueStorage()
const localStorage = memoryLocalStorage()
const opened: AppKitCore[] = []

/** A page of the dapp: a new instance over the same storage, as after a reload. */
function page(networks = NETWORKS, options: { verify?: boolean; storage?: typeof dappStorage } = {}) {
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const walletConnect = createWalletConnect(
    {
      projectId: 'adapter-test',
      metadata: { name: 'Adapter test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
      relayUrl: relay.url,
      storage: options.storage ?? dappStorage,
      verify: options.verify,
    },
    namespaces,
  )
  // Balances are another test's concern: nothing here reads a chain.
  const adapter = Object.assign(createEvmAdapter({ legacyInjected: false }), { balances: undefined })
  const core = withModal(
    createAppKitCore({
      adapters: [adapter],
      networks,
      projectId: 'adapter-test',
      walletConnect,
      storage: localStorage,
    }),
  )
  opened.push(core)
  return {
    core,
    walletConnect,
    account: (namespace: ChainNamespace = 'eip155') => core.chains.chains[namespace]!.account,
  }
}

function next<E extends keyof SessionEvents>(
  core: AppKitCore,
  event: E,
  match: (payload: SessionEvents[E]) => boolean,
) {
  return new Promise<SessionEvents[E]>((resolve) => {
    const stop = core.session.on(event, (payload) => {
      if (!match(payload)) return
      stop()
      resolve(payload)
    })
  })
}

function providerOf(dapp: ReturnType<typeof page>): UniversalProvider {
  const provider = dapp.walletConnect.getProvider() as UniversalProvider | undefined
  if (!provider) throw new Error('WalletConnect not started')
  return provider
}

/** Closes a page's socket, as leaving the page does. */
async function closePage(dapp: ReturnType<typeof page>) {
  const provider = dapp.walletConnect.getProvider() as UniversalProvider | undefined
  destroyCore(dapp.core)
  if (!provider) return
  provider.client.core.heartbeat.stop()
  await provider.client.core.relayer.transportClose()
}

/** Connects a page through the QR code the wallet "scans", approving the given namespaces. */
async function connect(dapp: ReturnType<typeof page>, chains = APPROVED, solana = false) {
  const proposal = new Promise<{
    id: number
    params: { optionalNamespaces: Record<string, { chains?: string[] }> }
  }>((resolve) => wallet.once('session_proposal', resolve as never))
  const connecting = connectWallet(dapp.core, { connector: dapp.walletConnect.connector, method: 'qrcode' })
  const uri = await new Promise<string>((resolve) => {
    const poll = () =>
      dapp.core.walletConnect.uri ? resolve(dapp.core.walletConnect.uri) : setTimeout(poll, 10)
    poll()
  })
  await wallet.pair({ uri })
  const { id, params } = await proposal
  const namespaces: Record<
    string,
    { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
  > = {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${ACCOUNT.address}`),
      methods: [...(DEFAULT_METHODS.eip155 ?? [])],
      events: [...(DEFAULT_EVENTS.eip155 ?? [])],
    },
  }
  if (solana) {
    namespaces.solana = {
      chains: [SOLANA_CHAIN],
      accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
      methods: [...(DEFAULT_METHODS.solana ?? [])],
      events: [],
    }
  }
  const { topic } = await wallet.approveSession({ id, namespaces })
  await connecting
  return { topic, uri, proposed: params.optionalNamespaces }
}

const walletRequests: { method: string; chainId: string }[] = []

beforeAll(async () => {
  outbound = watchOutbound()
  // Each page gets its own WalletConnect core, as separate page loads do.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  vi.stubGlobal('localStorage', localStorage)
  relay = await startRelay({ host: '127.0.0.1', port: 0 })

  // Only the wallet runs in WalletConnect's test mode (no verify, no telemetry init); the dapp side
  // must stay quiet by its own settings.
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
  for (const core of opened) {
    const provider = core.internal.multiNamespace.get('walletConnect')?.getProvider() as
      | UniversalProvider
      | undefined
    provider?.client.core.heartbeat.stop()
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
  }
  if (wallet) {
    wallet.core.heartbeat.stop()
    await wallet.core.relayer.transportClose()
  }
  outbound.stop()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  await relay?.close()
})

describe('WalletConnect with the EVM adapter, against the local relay and a real wallet', () => {
  const first = { dapp: undefined as unknown as ReturnType<typeof page>, topic: '' }

  it('connects through a pairing URI, signs, and follows the wallet', { timeout: 30_000 }, async () => {
    const dapp = page()
    first.dapp = dapp
    expect(dapp.core.connectors.connectors.map((c) => c.id)).toEqual(['walletConnect'])

    const { topic, uri } = await connect(dapp)
    first.topic = topic
    expect(uri).toMatch(/^wc:/)
    expect(dapp.account()).toMatchObject({
      status: 'connected',
      address: ACCOUNT.address,
      caipAddress: `eip155:31337:${ACCOUNT.address}`,
      connectedWalletInfo: { name: 'Test wallet' },
    })
    expect(dapp.core.walletConnect.uri).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(REQUESTED_CHAINS_KEY) ?? '')).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:31339',
    ])
    expect(providerOf(dapp).client.core.eventClient.telemetryEnabled).toBe(false)

    const signature = (await signMessage(dapp.core, { message: 'Signed through the adapter' })) as Hex
    expect(
      await verifyMessage({ address: ACCOUNT.address, message: 'Signed through the adapter', signature }),
    ).toBe(true)

    const moved = next(dapp.core, 'network', (e) => e.caipNetwork?.id === 31338)
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    await moved
    expect(dapp.account().caipAddress).toBe(`eip155:31338:${ACCOUNT.address}`)

    const changed = next(dapp.core, 'account', (e) => e.address === OTHER.address)
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [`eip155:31338:${OTHER.address}`] },
      chainId: 'eip155:31338',
    })
    await changed
  })

  it('switches network locally to an approved chain and through the wallet to another', {
    timeout: 30_000,
  }, async () => {
    const { dapp } = first
    await switchNetwork(dapp.core, { network: network(31337) })
    expect(dapp.core.chains.chains.eip155?.caipNetwork?.id).toBe(31337)
    expect(walletRequests.filter((r) => r.method.startsWith('wallet_'))).toEqual([])

    // 31339 was requested but not approved: the wallet is asked, answers 4902, and adds it.
    await switchNetwork(dapp.core, { network: network(31339) })
    expect(dapp.core.chains.chains.eip155?.caipNetwork?.id).toBe(31339)
    expect(walletRequests.filter((r) => r.method.startsWith('wallet_'))).toEqual([
      { method: 'wallet_switchEthereumChain', chainId: 'eip155:31337' },
      { method: 'wallet_addEthereumChain', chainId: 'eip155:31337' },
    ])
    await switchNetwork(dapp.core, { network: network(31338) })
  })

  it('resumes the session on the next page load, and hears the wallet end it', {
    timeout: 30_000,
  }, async () => {
    await closePage(first.dapp)
    const dapp = page()
    await dapp.core.ready
    expect(dapp.account()).toMatchObject({
      status: 'connected',
      address: ACCOUNT.address,
      caipAddress: `eip155:31338:${ACCOUNT.address}`,
      connectedWalletInfo: { name: 'Test wallet' },
    })
    expect(providerOf(dapp).session?.topic).toBe(first.topic)

    const signature = (await signMessage(dapp.core, { message: 'After a reload' })) as Hex
    expect(await verifyMessage({ address: ACCOUNT.address, message: 'After a reload', signature })).toBe(true)

    const ended = next(dapp.core, 'disconnected', (e) => e.byWallet)
    await wallet.disconnectSession({
      topic: first.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await ended
    expect(dapp.account().status).toBe('disconnected')
    await closePage(dapp)
  })

  it('drops a stored session when the dapp now asks for other chains', { timeout: 30_000 }, async () => {
    const dapp = page()
    const { topic } = await connect(dapp)
    await closePage(dapp)

    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    const changed = page([network(31337), network(31338)])
    await changed.core.ready
    expect(changed.account().status).toBe('disconnected')
    expect((await deleted).topic).toBe(topic)
    expect(providerOf(changed).session).toBeUndefined()
    expect(localStorage.getItem(REQUESTED_CHAINS_KEY)).toBeNull()
    await closePage(changed)
  })

  it('ends the session with the wallet on disconnect', { timeout: 30_000 }, async () => {
    const dapp = page()
    await dapp.core.ready
    const { topic } = await connect(dapp)
    const deleted = new Promise<{ topic: string }>((resolve) => wallet.once('session_delete', resolve))
    await disconnectWallet(dapp.core)
    expect((await deleted).topic).toBe(topic)
    expect(wallet.getActiveSessions()[topic]).toBeUndefined()
    expect(dapp.account().status).toBe('disconnected')
    await closePage(dapp)
  })

  it('one approval for EVM and Solana connects both; the wallet’s one delete disconnects both', {
    timeout: 30_000,
  }, async () => {
    const dapp = page([network(31337), SOLANA])
    await dapp.core.ready
    const { topic, proposed } = await connect(dapp, ['eip155:31337'], true)
    // Without a Solana adapter, WalletConnect proposes Solana's default part.
    expect(proposed.solana?.chains).toEqual([SOLANA_CHAIN])
    expect(dapp.account('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT.address })
    expect(dapp.account('solana')).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
      caipAddress: `${SOLANA_CHAIN}:${SOLANA_ADDRESS}`,
      connectorId: 'walletConnect',
    })

    const both = Promise.all([
      next(dapp.core, 'disconnected', (e) => e.namespace === 'eip155'),
      next(dapp.core, 'disconnected', (e) => e.namespace === 'solana'),
    ])
    await wallet.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    await both
    expect([dapp.account('eip155').status, dapp.account('solana').status]).toEqual([
      'disconnected',
      'disconnected',
    ])
    await closePage(dapp)
  })

  it('keeps verify off on its own relay, and on when the dapp asks for it', { timeout: 30_000 }, async () => {
    const probe = { hash: 'abc', encryptedId: 'id' }
    const quiet = page()
    await quiet.walletConnect.reconnect() // starts the provider, as resuming a session does
    await providerOf(quiet).client.core.verify.resolve(probe)
    expect(outbound.blocked).toEqual([])
    await closePage(quiet)

    const loud = page(NETWORKS, { verify: true, storage: memoryKeyValueStorage() })
    await loud.walletConnect.reconnect()
    await providerOf(loud)
      .client.core.verify.resolve(probe)
      .catch(() => undefined)
    expect(outbound.blocked).toEqual(['https://verify.walletconnect.org/attestation/abc?v2Supported=true'])
    outbound.blocked.length = 0
    await closePage(loud)
  })

  it('sent nothing anywhere but 127.0.0.1', () => {
    expect(outbound.blocked).toEqual([])
    expect(outbound.hosts.length).toBeGreaterThan(0)
    expect(outbound.hosts.filter((host) => host !== '127.0.0.1')).toEqual([])
  })
})
