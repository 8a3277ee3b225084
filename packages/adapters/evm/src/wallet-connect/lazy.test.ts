import type { AdapterEvents } from '@appkit/controllers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyWalletConnect } from './lazy.js'

const mocked = vi.hoisted(() => ({
  loads: 0,
  clients: 0,
  client: {
    connect: vi.fn(async () => ({ address: '0xa', accounts: ['0xa'], chainId: 1 })),
    reconnect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    switchNetwork: vi.fn(async () => undefined),
    signMessage: vi.fn(async () => '0xsig'),
    getProvider: vi.fn(() => 'the provider'),
  },
}))

vi.mock('./client.js', () => {
  mocked.loads++
  return {
    createWalletConnectClient: () => {
      mocked.clients++
      return mocked.client
    },
  }
})

const events = {} as AdapterEvents
const context = { networks: [], events, projectId: 'p1' }

beforeEach(() => {
  vi.clearAllMocks()
})

describe('lazyWalletConnect', () => {
  it('loads nothing until a connection is asked for, then loads the client once', async () => {
    const wc = lazyWalletConnect(context, {})
    expect(wc.getProvider()).toBeUndefined()
    await wc.disconnect()
    expect(mocked.loads).toBe(0)

    await expect(wc.connect()).resolves.toMatchObject({ address: '0xa' })
    await expect(wc.reconnect()).resolves.toBeUndefined()
    await expect(wc.signMessage('0xa', 'hi')).resolves.toBe('0xsig')
    expect(wc.getProvider()).toBe('the provider')
    await wc.disconnect()
    expect(mocked.client.disconnect).toHaveBeenCalledTimes(1)
    expect(mocked.loads).toBe(1)
    expect(mocked.clients).toBe(1)
  })
})

describe('lazyWalletConnect while loading', () => {
  it('passes a disconnect asked during the load on to the loaded client', async () => {
    const wc = lazyWalletConnect(context, {})
    const connecting = wc.connect()
    await wc.disconnect()
    await connecting
    expect(mocked.client.disconnect).toHaveBeenCalledTimes(1)
  })
})
