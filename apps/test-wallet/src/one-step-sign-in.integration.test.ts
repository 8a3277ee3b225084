import { type RunningRelay, startRelay } from '@appkit/cloud'
import { type CaipNetwork, UserRejectedRequestError } from '@appkit/common'
import { createSiwx, evmVerifier, formatSiwxMessage, localStorageSiwx } from '@appkit/siwx'
import { memoryKeyValueStorage, memorySyncStorage, watchOutbound } from '@appkit/testing/node'
import { createWalletConnect } from '@appkit/walletconnect'
import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { formatMessage } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG } from './config.js'
import { createStore } from './store.js'
import { createWalletController, type WalletActions } from './wallet-controller.js'
import { initialState, type WalletState } from './wallet-state.js'

/*
 * WalletConnect's one-step sign-in end to end in one process: the dapp's WalletConnect
 * (@appkit/walletconnect on UniversalProvider) with createSiwx's sign-in, and this wallet's
 * controller on a real WalletKit, paired through the cloud's local relay. createSiwx verifies each
 * Cacao's signature for real (viem, offline: the wallet's key is an EOA). Nothing leaves 127.0.0.1.
 */

const ADDRESS = privateKeyToAccount(DEFAULT_CONFIG.privateKey).address
const DAPP = { name: 'Sign-in dapp', description: 'test', url: 'http://127.0.0.1:4173', icons: [] }
const RECAP_SENTENCE = 'I further authorize the stated URI to perform the following actions on my behalf: (1)'
/** Never contacted: nothing here reads a chain. */
const rpc = (id: number) => `http://127.0.0.1:9/${id}`

function network(id: number): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc(id)] } },
  }
}
const NETWORKS = [network(31337), network(31338)]
const CHAINS = ['eip155:31337', 'eip155:31338'] as const

interface ProviderInternals {
  optionalNamespaces?: Record<string, { rpcMap?: Record<string, string> }>
  rpcProviders: Record<string, { httpProviders?: Record<number, { connection?: { url?: string } }> }>
  client: { core: { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } } }
}

let relay: RunningRelay
let outbound: ReturnType<typeof watchOutbound>
let walletKit: IWalletKit
let actions: WalletActions
let store: ReturnType<typeof createStore<WalletState>>
const pages: ReturnType<typeof createWalletConnect>[] = []
let pageCount = 0

/** A page of the dapp with sign-in; `storage` is WalletConnect's, shared by a reloaded page. */
function page(
  signIn: { statement?: string; expiresInMs?: number; resources?: string[] } = {},
  storage = memoryKeyValueStorage(),
  prefix = `dapp-${++pageCount}`,
) {
  const siwx = createSiwx({
    domain: '127.0.0.1:4173',
    uri: 'http://127.0.0.1:4173',
    ...signIn,
    verifiers: [evmVerifier()],
    // Each page its own sign-ins: the global localStorage here is WalletConnect's.
    storage: localStorageSiwx({ storage: memorySyncStorage() }),
  })
  const walletConnect = createWalletConnect(
    { projectId: 'sign-in-test', metadata: DAPP, relayUrl: relay.url, storage, storagePrefix: prefix, siwx },
    ['eip155'],
  )
  const uris: string[] = []
  walletConnect.setup({
    networks: NETWORKS,
    events: {
      connectorsChanged: () => undefined,
      connected: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: () => undefined,
      pairingUri: (uri) => void (uri && uris.push(uri)),
    },
    namespaces: () => ({}),
    // What the EVM adapter tells WalletConnect (the core passes it): its chains sign in at pairing.
    rules: {
      eip155: {
        chainId: (reference) => Number(reference),
        oneStepSignIn: true,
        signInAccount: { placeholder: `0x${'0'.repeat(40)}`, isAddress: (value) => value.startsWith('0x') },
      },
    },
  })
  pages.push(walletConnect)
  return { walletConnect, siwx, storage, prefix, uris }
}

/** Connects a page: the wallet pairs with the URI it shows and gets the sign-in request. */
async function pairWithWallet(dapp: ReturnType<typeof page>) {
  const connecting = dapp.walletConnect.connect({})
  await vi.waitFor(() => expect(dapp.uris).toHaveLength(1), { timeout: 10_000 })
  expect(await actions.pair(dapp.uris[0]!)).toBe(true)
  await vi.waitFor(() => expect(store.get().signIns).toHaveLength(1), { timeout: 10_000 })
  return { connecting, signIn: store.get().signIns[0]! }
}

beforeAll(async () => {
  outbound = watchOutbound()
  // Each dapp page and the wallet get their own WalletConnect core, as separate pages do.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  // Where the dapp keeps the chains it asked for: a reloaded page resumes only a session made for them.
  vi.stubGlobal('localStorage', memorySyncStorage())
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  store = createStore(initialState(ADDRESS))
  actions = createWalletController({ ...DEFAULT_CONFIG, relayUrl: relay.url }, store, async (config) => {
    // Only the wallet runs in WalletConnect's test mode (no verify, no telemetry); the dapp stays
    // quiet by its own settings.
    vi.stubEnv('IS_VITEST', 'true')
    const core = new Core({
      projectId: config.projectId,
      relayUrl: config.relayUrl,
      customStoragePrefix: 'sign-in-test-wallet',
      logger: 'silent',
      telemetryEnabled: false,
      storage: memoryKeyValueStorage(),
    })
    walletKit = await WalletKit.init({
      core,
      metadata: { name: 'Test wallet', description: 'test', url: 'http://127.0.0.1:4175', icons: [] },
    })
    vi.stubEnv('IS_VITEST', undefined)
    return walletKit
  })
  await vi.waitFor(() => expect(store.get().status).toBe('ready'), { timeout: 20_000 })
}, 30_000)

afterAll(async () => {
  for (const walletConnect of pages) {
    const provider = walletConnect.getProvider() as ProviderInternals | undefined
    provider?.client.core.heartbeat.stop()
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
  }
  if (walletKit) {
    walletKit.core.heartbeat.stop()
    await walletKit.core.relayer.transportClose().catch(() => undefined)
  }
  outbound.stop()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  await relay?.close()
})

describe('one-step sign-in: the dapp’s WalletConnect and this wallet over the local relay', () => {
  const signedIn = { dapp: undefined as ReturnType<typeof page> | undefined }

  it('connects and signs in with one approval, each chain’s Cacao a verified session', {
    timeout: 30_000,
  }, async () => {
    const dapp = page({
      statement: 'Sign in to the AppKit lab',
      expiresInMs: 60 * 60 * 1000,
      resources: ['https://127.0.0.1:4173/terms'],
    })
    const { connecting, signIn } = await pairWithWallet(dapp)
    expect(signIn).toMatchObject({
      dappName: 'Sign-in dapp',
      summary: {
        domain: '127.0.0.1:4173',
        uri: 'http://127.0.0.1:4173',
        chains: [...CHAINS],
        statement: 'Sign in to the AppKit lab',
      },
    })
    await actions.approveSignIn(signIn.id)
    expect(store.get()).toMatchObject({ error: null, signIns: [] })
    await expect(connecting).resolves.toMatchObject({ eip155: { address: ADDRESS, chainId: 31337 } })

    for (const chain of CHAINS) {
      const [session, ...more] = await dapp.siwx.getSessions(chain, ADDRESS)
      expect(more).toEqual([])
      expect(session?.data).toMatchObject({
        accountAddress: ADDRESS,
        chainId: chain,
        domain: '127.0.0.1:4173',
        uri: 'http://127.0.0.1:4173',
        statement: expect.stringMatching(/^Sign in to the AppKit lab I further authorize the stated URI/),
        resources: ['https://127.0.0.1:4173/terms', expect.stringMatching(/^urn:recap:/)],
        expirationTime: expect.any(String),
      })
      // The text the wallet signed is the one each side writes from the fields.
      expect(session?.message).toBe(formatSiwxMessage(session!.data))
      expect(session?.message).toBe(formatMessage(session!.cacao!.p, session!.cacao!.p.iss))
      expect(session?.cacao).toMatchObject({ p: { iss: `did:pkh:${chain}:${ADDRESS}` }, s: { t: 'eip191' } })
      expect(
        await verifyMessage({
          address: ADDRESS,
          message: session!.message,
          signature: session!.signature as Hex,
        }),
      ).toBe(true)
    }
    expect(store.get().sessions).toEqual([
      expect.objectContaining({ dappName: 'Sign-in dapp', accounts: CHAINS.map((c) => `${c}:${ADDRESS}`) }),
    ])
    signedIn.dapp = dapp
  })

  it('resumes the session on a reload with the dapp’s RPC for reads', { timeout: 30_000 }, async () => {
    const before = signedIn.dapp!
    const reloaded = page({}, before.storage, before.prefix)
    await expect(reloaded.walletConnect.reconnect()).resolves.toMatchObject({ eip155: { address: ADDRESS } })
    const provider = reloaded.walletConnect.getProvider() as ProviderInternals
    expect(provider.optionalNamespaces?.eip155?.rpcMap).toEqual({ 31337: rpc(31337), 31338: rpc(31338) })
    const http = provider.rpcProviders.eip155?.httpProviders ?? {}
    expect([http[31337]?.connection?.url, http[31338]?.connection?.url]).toEqual([rpc(31337), rpc(31338)])
  })

  it('signs in with only the ReCap’s sentence as the statement when the dapp has none', {
    timeout: 30_000,
  }, async () => {
    const dapp = page()
    const { connecting, signIn } = await pairWithWallet(dapp)
    await actions.approveSignIn(signIn.id)
    await connecting
    const [session] = await dapp.siwx.getSessions('eip155:31337', ADDRESS)
    expect(session?.data.statement?.startsWith(RECAP_SENTENCE)).toBe(true)
    expect(session?.data).not.toHaveProperty('expirationTime')
  })

  it('is a rejected connection when the wallet rejects, and signs nobody in', {
    timeout: 30_000,
  }, async () => {
    const dapp = page()
    const { connecting, signIn } = await pairWithWallet(dapp)
    const rejected = expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await actions.rejectSignIn(signIn.id)
    await rejected
    expect(store.get().signIns).toEqual([])
    expect(await dapp.siwx.getSessions('eip155:31337', ADDRESS)).toEqual([])
  })

  it('sent nothing anywhere but 127.0.0.1', () => {
    expect(outbound.blocked).toEqual([])
    expect(outbound.hosts.length).toBeGreaterThan(0)
    expect(outbound.hosts.filter((host) => host !== '127.0.0.1')).toEqual([])
  })
})
