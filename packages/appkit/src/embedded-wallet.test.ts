import { createEvmAdapter } from '@appkit/adapter-evm'
import { createSolanaAdapter } from '@appkit/adapter-solana'
import type { CaipNetwork } from '@appkit/common'
import { createAppKitCore, type SiwxConfig, type SiwxMessage } from '@appkit/controllers'
import { attachModalFlows, withModal } from '@appkit/controllers/modal'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The frame host is the messenger package's (tested there, and end to end in the lab with the
// real secure site); here a scripted one records what the embedded wallet asks of it.
const asked: [string, unknown][] = []
const answers = new Map<string, (payload: unknown) => unknown>()
const listeners: ((state: { visible: boolean }) => void)[] = []
/** The hosts made so far; a test moves one's lifecycle or fails its requests. */
const hosts: { lifecycle: string; destroyed: boolean; failing?: Error }[] = []
/** What the wallet asked besides keeping the secure site's theme in step. */
const requests = () => asked.filter(([type]) => type !== 'SYNC_THEME')
vi.mock('@appkit/frame', () => ({
  createFrameHost: () => {
    const made: (typeof hosts)[number] = { lifecycle: 'created', destroyed: false }
    hosts.push(made)
    return {
      initialize: async () => [],
      destroy: () => {
        made.destroyed = true
      },
      getState: () => ({ lifecycle: made.lifecycle, visible: false }),
      subscribe: (listener: (state: { visible: boolean }) => void) => {
        listeners.push(listener)
        return () => undefined
      },
      request: async (type: string, payload: unknown) => {
        asked.push([type, payload])
        if (made.failing && type !== 'SYNC_THEME') throw made.failing
        return answers.get(type)?.(payload)
      },
    }
  },
}))

const { createEmbeddedWallet } = await import('./embedded-wallet.js')
// The namespaces' parts come from the adapters, as createAppKit passes them.
const adapters = [createEvmAdapter(), createSolanaAdapter()]

const network = (id: number | string, namespace = 'eip155') =>
  ({
    id,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }) as CaipNetwork
const core = withModal(createAppKitCore({ adapters: [], networks: [network(31337)], projectId: 'p' }))
attachModalFlows(core) // its toasts, as createAppKit's instance has them
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

function wallet(networks = [network(31337), network(31338), network('LabSvm', 'solana')]) {
  return createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4176/' })({
    core: () => core,
    projectId: 'p',
    sdkVersion: '0',
    networks,
    adapters,
  })
}

beforeEach(() => {
  asked.length = 0
  answers.clear()
  answers.set('GET_USER', (payload) => {
    const solana = String((payload as { chainId: string }).chainId).startsWith('solana:')
    const address = solana ? SOL : EVM
    return { address, chainId: 1, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' }
  })
  answers.set('IS_CONNECTED', () => ({ isConnected: false }))
})

describe('the embedded wallet', () => {
  it('drops a frame that failed before it was ever ready, so the next try loads a fresh one', async () => {
    const embedded = wallet()
    await embedded.connectEmail({ email: 'a@lab.test' })
    const first = hosts.at(-1)!
    first.failing = new Error('iframe_load_failed')
    await expect(embedded.connectEmail({ email: 'a@lab.test' })).rejects.toThrow('iframe_load_failed')
    expect(first.destroyed).toBe(true)
    await embedded.connectEmail({ email: 'a@lab.test' })
    const second = hosts.at(-1)!
    expect(second).not.toBe(first)
    // A frame that was ready keeps its session when a step fails: only a dead page is dropped.
    second.lifecycle = 'initialized'
    second.failing = new Error('Invalid code')
    await expect(embedded.reconnect()).rejects.toThrow('Invalid code')
    expect(second.destroyed).toBe(false)
  })

  it('serves the namespaces it has keys for among the dapp’s', () => {
    expect(wallet().connector).toMatchObject({ id: 'auth', type: 'AUTH', namespaces: ['eip155', 'solana'] })
    expect(wallet([network(1)]).connector.namespaces).toEqual(['eip155'])
  })

  it('one login gives the account of each namespace, asked on its chain', async () => {
    await expect(wallet().connect({})).resolves.toEqual({
      eip155: { address: EVM, chainId: 31337, accounts: [EVM] },
      solana: { address: SOL, chainId: 'LabSvm', accounts: [SOL] },
    })
    expect(requests()).toEqual([
      ['GET_USER', { chainId: 'eip155:31337' }],
      ['GET_USER', { chainId: 'solana:LabSvm' }],
    ])
  })

  it('with sign-in, the EVM account signs the dapp’s message as it logs in (spec §5)', async () => {
    const added: unknown[] = []
    const siwx: SiwxConfig = {
      createMessage: async (input) =>
        ({
          ...input,
          domain: 'lab.test',
          uri: 'https://lab.test',
          version: '1',
          nonce: 'n0nce1234',
          toString: () => 'text',
        }) as SiwxMessage,
      addSession: async (session) => void added.push(session),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
    }
    const signingCore = withModal(
      createAppKitCore({ adapters: [], networks: [network(31337)], projectId: 'p', siwx }),
    )
    answers.set('GET_USER', (payload) => ({
      address: EVM,
      chainId: 31337,
      accounts: [{ address: EVM, type: 'eoa' }],
      preferredAccountType: 'eoa',
      ...((payload as { siwxMessage?: unknown }).siwxMessage
        ? { signature: '0xsigned', message: 'text' }
        : {}),
    }))
    const embedded = createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4176/' })({
      core: () => signingCore,
      projectId: 'p',
      sdkVersion: '0',
      networks: [network(31337)],
      adapters,
    })
    await embedded.connect({})
    expect(requests().at(-1)).toEqual([
      'GET_USER',
      {
        chainId: 'eip155:31337',
        siwxMessage: {
          accountAddress: EVM,
          chainId: 'eip155:31337',
          domain: 'lab.test',
          uri: 'https://lab.test',
          version: '1',
          nonce: 'n0nce1234',
          serializedMessage: 'text',
        },
      },
    ])
    expect(added).toEqual([
      {
        data: {
          accountAddress: EVM,
          chainId: 'eip155:31337',
          domain: 'lab.test',
          uri: 'https://lab.test',
          version: '1',
          nonce: 'n0nce1234',
        },
        message: 'text',
        signature: '0xsigned',
      },
    ])
  })

  it('a switch moves where the namespace’s requests go; an unconfigured chain is refused', async () => {
    const embedded = wallet()
    await embedded.request('eip155', {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await embedded.request('eip155', { method: 'eth_blockNumber' })
    expect(requests()).toEqual([
      ['SWITCH_NETWORK', { chainId: 'eip155:31338' }],
      ['RPC_REQUEST', { method: 'eth_blockNumber', params: undefined, chainId: 'eip155:31338' }],
    ])
    await expect(
      embedded.request('eip155', { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toThrow('Chain not configured.')
  })

  it('resumes nothing when the secure site has no session, and signs out only a loaded frame', async () => {
    const embedded = wallet()
    await embedded.disconnect()
    expect(asked).toEqual([])
    await expect(embedded.reconnect()).resolves.toBeUndefined()
    await embedded.disconnect()
    expect(requests().map(([type]) => type)).toEqual(['IS_CONNECTED', 'SIGN_OUT'])
  })

  it('once connected, its EVM provider is EIP-1193 over the frame', async () => {
    answers.set('RPC_REQUEST', () => '0x7a69')
    const embedded = wallet()
    expect(embedded.getProvider('eip155')).toBeUndefined()
    await embedded.connect({})
    const provider = embedded.getProvider('eip155') as { request(args: { method: string }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    // Spec §6: a method off the safe and approvable lists never reaches the secure site.
    asked.length = 0
    await expect(provider.request({ method: 'eth_coinbase_unknown' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(asked).toEqual([])
    expect(core.snack).toMatchObject({ open: true })
  })

  it('the secure site follows the dapp’s theme, now and as it changes', async () => {
    await wallet().connect({})
    expect(asked.filter(([type]) => type === 'SYNC_THEME').at(-1)).toEqual([
      'SYNC_THEME',
      { themeMode: 'light', themeVariables: {} },
    ])
    core.theme.themeMode = 'dark'
    await vi.waitFor(() =>
      expect(asked.filter(([type]) => type === 'SYNC_THEME').at(-1)).toEqual([
        'SYNC_THEME',
        { themeMode: 'dark', themeVariables: {} },
      ]),
    )
  })

  it('the modal steps aside while the secure site shows its screen', async () => {
    await wallet().connect({})
    for (const listener of listeners) listener({ visible: true })
    expect(core.modal.yielded).toBe(true)
    for (const listener of listeners) listener({ visible: false })
    expect(core.modal.yielded).toBe(false)
  })
})
