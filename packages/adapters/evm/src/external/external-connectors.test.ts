import type { Connector } from '@appkit/controllers'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { afterEach, describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../eip1193.js'
import { createEvmAdapter } from '../evm-adapter.js'
import type { EvmExternalConnector } from './external-connector.js'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function recordEvents() {
  const seen: unknown[][] = []
  const events: AdapterEvents = {
    connectorsChanged: (connectors: Connector[]) => seen.push(['connectors', connectors.map((c) => c.id)]),
    connected: (ref, account) => seen.push(['connected', ref.connectorId, account.address]),
    accountsChanged: () => undefined,
    chainChanged: () => undefined,
    disconnected: (ref) => seen.push(['disconnected', ref.connectorId]),
  }
  return { seen, events }
}

const wallet = (answer: (method: string) => unknown): Eip1193Provider => ({
  request: async ({ method }) => answer(method),
})
const approving = wallet((method) => (method === 'eth_chainId' ? '0x7a69' : [ALICE]))

function external(overrides: Partial<EvmExternalConnector> = {}) {
  const loads: unknown[] = []
  const connector: EvmExternalConnector = {
    connector: { id: 'sdk', name: 'SDK Wallet', chain: 'eip155', type: 'EXTERNAL' },
    async load(context) {
      loads.push(context)
      return approving
    },
    ...overrides,
  }
  return { connector, loads }
}

function setup(connectors: EvmExternalConnector[]) {
  const adapter = createEvmAdapter({ connectors, legacyInjected: false })
  const { seen, events } = recordEvents()
  adapter.setup({
    networks: [],
    events,
    projectId: 'p',
    metadata: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  return { adapter, seen }
}

afterEach(() => Reflect.deleteProperty(globalThis, 'window'))

describe('external connectors in the EVM adapter', () => {
  it('are listed at once and load their SDK only when picked, once', async () => {
    const { connector, loads } = external()
    const { adapter, seen } = setup([connector])
    expect(seen).toEqual([['connectors', ['sdk']]])
    expect(loads).toEqual([])
    expect(adapter.getProvider('sdk')).toBeUndefined()
    const account = await adapter.connect({ connectorId: 'sdk' })
    expect(account).toEqual({ address: ALICE, accounts: [ALICE], chainId: 31337 })
    await adapter.connect({ connectorId: 'sdk' })
    expect(loads).toEqual([{ networks: [], metadata: expect.objectContaining({ name: 'Dapp' }) }])
    expect(adapter.getProvider('sdk')).toBe(approving)
  })

  it('hide the announced wallet they stand for', async () => {
    Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true })
    window.addEventListener('eip6963:requestProvider', () => {
      for (const rdns of ['com.coinbase.wallet', 'io.other']) {
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: { info: { uuid: rdns, name: rdns, icon: 'data:,', rdns }, provider: approving },
          }),
        )
      }
    })
    const { seen } = setup([external({ replaces: ['com.coinbase.wallet'] }).connector])
    expect(seen.at(-1)).toEqual(['connectors', ['io.other', 'sdk']])
  })

  it('turn the SDK’s refusal into "Connection rejected", and another failure into "Failed to connect"', async () => {
    const refusing = wallet(() => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    const { adapter } = setup([external({ load: async () => refusing }).connector])
    await expect(adapter.connect({ connectorId: 'sdk' })).rejects.toMatchObject({
      message: 'Connection rejected',
    })
    const broken = setup([
      external({ load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) })
        .connector,
    ])
    await expect(broken.adapter.connect({ connectorId: 'sdk' })).rejects.toMatchObject({
      message: 'Failed to connect',
    })
  })

  it('that connect by themselves are listed and connected once their wallet answered, without a prompt', async () => {
    const asked: string[] = []
    const safe = wallet((method) => {
      asked.push(method)
      return method === 'eth_chainId' ? '0x7a69' : [ALICE]
    })
    const { seen } = setup([external({ autoConnect: true, load: async () => safe }).connector])
    expect(seen).toEqual([['connectors', []]])
    await expect.poll(() => seen.length).toBe(3)
    expect(seen.slice(1)).toEqual([
      ['connectors', ['sdk']],
      ['connected', 'sdk', ALICE],
    ])
    expect(asked).not.toContain('eth_requestAccounts')
  })

  it('that are not present here are neither listed nor loaded', async () => {
    const { connector, loads } = external({ present: () => false, autoConnect: true })
    const { adapter, seen } = setup([connector])
    expect(seen).toEqual([['connectors', []]])
    expect(await adapter.reconnect({ connectorId: 'sdk', waitMs: 0 })).toBeUndefined()
    expect(loads).toEqual([])
  })

  it('resume a connection by loading the SDK again and asking without a prompt', async () => {
    const { connector, loads } = external()
    const { adapter } = setup([connector])
    expect(await adapter.reconnect({ connectorId: 'sdk', waitMs: 0 })).toMatchObject({ address: ALICE })
    expect(loads).toHaveLength(1)
  })

  it('let their SDK forget the dapp on disconnect', async () => {
    const forgotten: unknown[] = []
    const { connector } = external({ disconnect: async (provider) => void forgotten.push(provider) })
    const { adapter } = setup([connector])
    await adapter.connect({ connectorId: 'sdk' })
    await adapter.disconnect({ connectorId: 'sdk' })
    expect(forgotten).toEqual([approving])
  })
})
