import { WalletConnectNotSetUpError } from '@appkit/common'
import type { MultiNamespaceEvents } from '@appkit/controllers/adapter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletConnect } from './create-wallet-connect.js'

const mocked = vi.hoisted(() => ({
  loads: 0,
  clients: [] as unknown[],
  client: {
    connect: vi.fn(async (_signal?: AbortSignal) => ({
      eip155: { address: '0xa', accounts: ['0xa'], chainId: 1 },
    })),
    reconnect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    request: vi.fn(async () => '0xsig'),
    setDefaultChain: vi.fn(),
    getProvider: vi.fn(() => 'the provider'),
    teardown: vi.fn(),
  },
}))

vi.mock('./client.js', () => {
  mocked.loads++
  return {
    createWalletConnectClient: (config: unknown) => {
      mocked.clients.push(config)
      return mocked.client
    },
  }
})

const context = { networks: [], events: {} as MultiNamespaceEvents, namespaces: () => ({}) }

beforeEach(() => {
  vi.clearAllMocks()
  mocked.clients.length = 0
})

describe('createWalletConnect', () => {
  it('is one connector for every namespace of the dapp', () => {
    expect(createWalletConnect({ projectId: 'p1' }, ['eip155', 'solana']).connector).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155',
      namespaces: ['eip155', 'solana'],
      type: 'WALLET_CONNECT',
    })
  })

  it('refuses to connect with a typed error until an instance set it up', async () => {
    const wc = createWalletConnect({ projectId: 'p1' }, ['eip155'])
    await expect(wc.connect({})).rejects.toBeInstanceOf(WalletConnectNotSetUpError)
  })

  it('loads nothing until a connection is asked for, then loads the client once', async () => {
    const wc = createWalletConnect({ projectId: 'p1' }, ['eip155'])
    wc.setup(context)
    expect(wc.getProvider()).toBeUndefined()
    await wc.disconnect()
    expect(mocked.loads).toBe(0)

    const signal = new AbortController().signal
    await expect(wc.connect({ signal })).resolves.toMatchObject({ eip155: { address: '0xa' } })
    expect(mocked.client.connect).toHaveBeenCalledWith(signal)
    await expect(wc.reconnect()).resolves.toBeUndefined()
    await expect(wc.request({ method: 'personal_sign' }, 'eip155:1')).resolves.toBe('0xsig')
    await wc.setDefaultChain('eip155:10', 'http://127.0.0.1:9')
    expect(mocked.client.setDefaultChain).toHaveBeenCalledWith('eip155:10', 'http://127.0.0.1:9')
    expect(wc.getProvider()).toBe('the provider')
    await wc.disconnect()
    expect(mocked.client.disconnect).toHaveBeenCalledTimes(1)
    expect(mocked.loads).toBe(1)
    expect(mocked.clients).toEqual([expect.objectContaining({ init: { projectId: 'p1' }, networks: [] })])
  })

  it('passes a disconnect asked during the load on to the loaded client, and a teardown too', async () => {
    const wc = createWalletConnect({ projectId: 'p1' }, ['eip155'])
    wc.setup(context)
    const connecting = wc.connect({})
    await wc.disconnect()
    await connecting
    expect(mocked.client.disconnect).toHaveBeenCalledTimes(1)
    wc.teardown()
    await Promise.resolve()
    expect(mocked.client.teardown).toHaveBeenCalledTimes(1)
  })

  it('refuses to connect before an instance set it up', async () => {
    const wc = createWalletConnect({ projectId: 'p1' }, ['eip155'])
    await expect(wc.connect({})).rejects.toThrow('WalletConnect was not set up')
  })
})
