import type { CaipNetwork } from '@appkit/common'
import { type ChainAdapter, createAppKitCore, type SiwxConfig, type SiwxMessage } from '@appkit/controllers'
import type { EmbeddedWalletPart } from '@appkit/controllers/adapter'
import { withModal } from '@appkit/controllers/modal'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The frame host is the messenger package's (tested there); a scripted one records what is asked.
const asked: [string, unknown][] = []
const made: { chainId?: number | string }[] = []
vi.mock('@appkit/frame', () => ({
  createFrameHost: (options: { chainId?: number | string }) => {
    made.push(options)
    return {
      initialize: async () => [],
      destroy: () => undefined,
      getState: () => ({ lifecycle: 'initialized', visible: false }),
      subscribe: () => () => undefined,
      request: async (type: string, payload: { chainId?: string; siwxMessage?: unknown }) => {
        asked.push([type, payload])
        if (type === 'CONNECT_SOCIAL') return { address: '0x1', accounts: [], userName: 'alice' }
        if (type !== 'GET_USER') return { answered: type }
        return {
          address: `${payload.chainId} account`,
          accounts: [{ address: `${payload.chainId} account` }],
          ...(payload.siwxMessage ? { signature: 'signed' } : {}),
        }
      },
    }
  },
}))

const { createEmbeddedWallet } = await import('./create-embedded-wallet.js')

// Made-up namespaces, as a new adapter would bring them: the wallet knows none by name.
const network = (id: number | string, namespace: 'sui' | 'stacks') =>
  ({
    id,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }) as CaipNetwork
const adapter = (namespace: 'sui' | 'stacks', part?: EmbeddedWalletPart) =>
  ({ namespace, info: { name: namespace, embeddedWallet: part } }) as ChainAdapter

const suiPart: EmbeddedWalletPart = {
  provider: (request) => ({ request: (args) => request(args), kind: 'sui provider' }),
  switchTarget: ({ method, params }, networks) =>
    method === 'sui_switch' ? networks.find((n) => n.id === params) : undefined,
  signInAtLogin: true,
  startChain: true,
}
const networks = [network('main', 'sui'), network('test', 'sui'), network(1, 'stacks')]

function wallet(options: { adapters?: ChainAdapter[]; siwx?: SiwxConfig } = {}) {
  const core = withModal(createAppKitCore({ adapters: [], networks, projectId: 'p', siwx: options.siwx }))
  return createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4176/' })({
    core: () => core,
    projectId: 'p',
    sdkVersion: '0',
    networks,
    adapters: options.adapters ?? [adapter('stacks'), adapter('sui', suiPart)],
  })
}

beforeEach(() => {
  asked.length = 0
  made.length = 0
})

describe('the embedded wallet, whatever namespaces its adapters bring', () => {
  it('serves the namespaces whose adapter gives a part, in the adapters’ order', () => {
    expect(wallet().connector).toMatchObject({ id: 'auth', chain: 'sui', namespaces: ['sui'] })
    const both = wallet({ adapters: [adapter('stacks', {}), adapter('sui', suiPart)] })
    expect(both.connector.namespaces).toEqual(['stacks', 'sui'])
  })

  it('names the dapp’s first namespace when it serves none, and refuses a dapp without networks', () => {
    expect(wallet({ adapters: [adapter('stacks')] }).connector).toMatchObject({
      chain: 'sui',
      namespaces: [],
    })
    const factory = createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4176/' })
    expect(() =>
      factory({ core: () => ({}) as never, projectId: 'p', sdkVersion: '0', networks: [], adapters: [] }),
    ).toThrow('createAppKit needs at least one network')
  })

  it('opens the secure site on the first network of the namespace whose part starts it', async () => {
    await wallet().connect({})
    expect(made).toEqual([expect.objectContaining({ chainId: 'main' })])
    await wallet({ adapters: [adapter('sui', {})] }).connect({})
    expect(made[1]).toEqual(expect.objectContaining({ chainId: undefined }))
  })

  it('a part’s switch moves where its namespace’s requests go; other requests go as they are', async () => {
    const embedded = wallet({ adapters: [adapter('stacks', {}), adapter('sui', suiPart)] })
    await expect(embedded.request('sui', { method: 'sui_switch', params: 'test' })).resolves.toBeNull()
    await embedded.request('sui', { method: 'sui_read' })
    await embedded.request('stacks', { method: 'sui_switch', params: 'test' })
    expect(asked.filter(([type]) => type !== 'SYNC_THEME')).toEqual([
      ['SWITCH_NETWORK', { chainId: 'sui:test' }],
      ['RPC_REQUEST', { method: 'sui_read', params: undefined, chainId: 'sui:test' }],
      ['RPC_REQUEST', { method: 'sui_switch', params: 'test', chainId: 'stacks:1' }],
    ])
  })

  it('gives the part’s provider, behind the guard, and none for a namespace without one', async () => {
    const embedded = wallet({ adapters: [adapter('stacks', {}), adapter('sui', suiPart)] })
    await embedded.connect({})
    const provider = embedded.getProvider('sui') as { kind: string; request(a: unknown): Promise<unknown> }
    expect(provider.kind).toBe('sui provider')
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toEqual({
      answered: 'RPC_REQUEST',
    })
    await expect(provider.request({ method: 'not_a_method' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(embedded.getProvider('stacks')).toBeUndefined()
    // A dapp that names no namespace means the connector's first.
    expect(embedded.getProvider()).toBeUndefined()
  })

  it('serves a part whose code loads with the wallet’s as it serves a part given whole', async () => {
    let loads = 0
    const lazyPart: EmbeddedWalletPart = {
      load: async () => {
        loads++
        return suiPart
      },
    }
    const embedded = wallet({ adapters: [adapter('sui', lazyPart)] })
    expect(embedded.connector.namespaces).toEqual(['sui'])
    expect(loads).toBe(0)
    await embedded.connect({})
    await expect(embedded.request('sui', { method: 'sui_switch', params: 'test' })).resolves.toBeNull()
    expect((embedded.getProvider('sui') as { kind: string }).kind).toBe('sui provider')
    expect(made).toEqual([expect.objectContaining({ chainId: 'main' })])
    expect(loads).toBe(1)
  })

  it('fails as email login’s code does when a part’s code cannot load, and tries again', async () => {
    let fails = true
    const lazyPart: EmbeddedWalletPart = {
      load: async () => {
        if (fails) throw new Error('offline')
        return suiPart
      },
    }
    const embedded = wallet({ adapters: [adapter('sui', lazyPart)] })
    await expect(embedded.connect({})).rejects.toThrow('Unable to load email login dependency')
    fails = false
    await expect(embedded.connect({})).resolves.toBeDefined()
  })

  it('signs in at login only in a namespace whose part says so', async () => {
    const added: unknown[] = []
    const siwx: SiwxConfig = {
      createMessage: async (input) => ({ ...input, nonce: 'n', toString: () => 'text' }) as SiwxMessage,
      addSession: async (session) => void added.push(session),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
    }
    await wallet({ siwx }).connect({})
    expect(added).toEqual([
      {
        data: { accountAddress: 'sui:main account', chainId: 'sui:main', nonce: 'n' },
        message: 'text',
        signature: 'signed',
      },
    ])
    added.length = 0
    await wallet({ siwx, adapters: [adapter('sui', { ...suiPart, signInAtLogin: false })] }).connect({})
    expect(added).toEqual([])
  })

  it('carries the login steps to the secure site, and signs out only a loaded frame', async () => {
    const embedded = wallet()
    await embedded.disconnect()
    expect(asked).toEqual([])
    await embedded.connectEmail({ email: 'a@lab.test' })
    await embedded.connectDevice({})
    await embedded.connectOtp({ otp: '123456' })
    await embedded.updateEmail({ email: 'b@lab.test' })
    await embedded.updateEmailPrimaryOtp({ otp: '111111' })
    await embedded.updateEmailSecondaryOtp({ otp: '222222' })
    await embedded.addPasskey()
    await embedded.connectPasskey({})
    await expect(embedded.reconnect()).resolves.toBeUndefined()
    await embedded.disconnect()
    embedded.teardown()
    expect(asked.filter(([type]) => type !== 'SYNC_THEME').map(([type]) => type)).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'ADD_PASSKEY',
      'CONNECT_PASSKEY',
      'IS_CONNECTED',
      'SIGN_OUT',
    ])
  })

  it('carries social login to the secure site: the provider’s address, then the popup’s answer', async () => {
    const embedded = wallet()
    expect(embedded.secureSiteUrl).toBe('http://127.0.0.1:4176/')
    await expect(embedded.socialRedirectUri({ provider: 'github' })).resolves.toEqual({
      answered: 'GET_SOCIAL_REDIRECT_URI',
    })
    await expect(embedded.connectSocial({ resultUri: 'http://127.0.0.1:4176/cb?code=c' })).resolves.toEqual({
      userName: 'alice',
    })
    expect(asked.filter(([type]) => type !== 'SYNC_THEME')).toEqual([
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
      // On the network the secure site starts on, as an email login opens there.
      ['CONNECT_SOCIAL', { uri: 'http://127.0.0.1:4176/cb?code=c', chainId: 'sui:main' }],
    ])
  })

  it('carries Farcaster login to the secure site: the channel’s URL, then the wait for its approval', async () => {
    const embedded = wallet()
    await embedded.reload()
    await expect(embedded.farcasterUri({})).resolves.toEqual({ answered: 'GET_FARCASTER_URI' })
    await expect(embedded.connectFarcaster({})).resolves.toEqual({ answered: 'CONNECT_FARCASTER' })
    await embedded.reload()
    expect(asked.filter(([type]) => type !== 'SYNC_THEME').map(([type]) => type)).toEqual([
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'RELOAD',
    ])
  })

  it('refuses a request in a namespace it serves no account in: Auth provider not found', async () => {
    const embedded = wallet()
    await expect(embedded.request('stacks', { method: 'stacks_read' })).rejects.toThrow(
      'Auth provider not found',
    )
    expect(asked.filter(([type]) => type === 'RPC_REQUEST')).toEqual([])
  })
})
