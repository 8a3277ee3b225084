import type { CaipNetwork } from '@appkit/common'
import { type ChainAdapter, connectWallet, findConnector, type SiwxConfig } from '@appkit/controllers'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { withModal } from '@appkit/controllers/modal'
import type { WalletConnectInit } from '@appkit/walletconnect'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit, SDK_VERSION } from './create-appkit.js'

/** What each instance told its WalletConnect; the real one is made all the same. */
const walletConnectInits = vi.hoisted(() => [] as WalletConnectInit[])
vi.mock('@appkit/walletconnect', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@appkit/walletconnect')>()
  return {
    ...actual,
    createWalletConnect: (...args: Parameters<typeof actual.createWalletConnect>) => {
      walletConnectInits.push(args[0])
      return actual.createWalletConnect(...args)
    },
  }
})

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The wallet of this adapter was authorized before: reconnect succeeds without a prompt. */
function authorizedAdapter(): ChainAdapter {
  let events: AdapterEvents | undefined
  return {
    namespace: 'eip155',
    setup(context) {
      events = context.events
      events.connectorsChanged([{ id: 'w', name: 'W', chain: 'eip155', type: 'ANNOUNCED' }])
    },
    connect: async () => ({ address: ADDRESS, chainId: 10, accounts: [ADDRESS] }),
    reconnect: async () => ({ address: ADDRESS, chainId: 10, accounts: [ADDRESS] }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => '0x',
    getProvider: () => undefined,
  }
}

describe('createAppKit', () => {
  beforeEach(() => localStorage.clear())

  it('names the analytics host and the SDK version to the core, and no host without analyticsUrl', () => {
    const withHost = createAppKit({
      adapters: [],
      networks: [network(1)],
      projectId: 'p',
      analyticsUrl: 'http://127.0.0.1:8787',
    })
    expect(withHost.core.options).toMatchObject({
      analyticsUrl: 'http://127.0.0.1:8787',
      sdkVersion: SDK_VERSION,
    })
    withHost.destroy()
    const without = createAppKit({
      adapters: [],
      networks: [network(1)],
      projectId: 'p',
      features: { analytics: true },
    })
    expect(without.core.options.analyticsUrl).toBeUndefined()
    without.destroy()
  })

  it('starts disconnected on the default network, and opens and closes the modal', async () => {
    const kit = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      defaultNetwork: network(10),
      projectId: 'p',
    })
    await kit.ready
    expect(kit.getIsConnected()).toBe(false)
    expect(kit.getChainId()).toBe(10)
    const states: boolean[] = []
    const stop = kit.subscribeState((s) => states.push(s.open))
    await kit.open({ view: 'Networks' })
    expect(kit.getView()).toBe('Networks')
    await kit.close()
    await new Promise((r) => setTimeout(r, 0))
    stop()
    expect(kit.getIsOpen()).toBe(false)
    expect(states.at(-1)).toBe(false)
  })

  it('headless: connects and reports the account, but never mounts a modal nor navigates', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      projectId: 'p',
      features: { headless: true },
    })
    await kit.ready
    await connectWallet(kit.core, { connector: findConnector(kit.core.connectors, 'eip155', 'w')! })
    expect(kit.getAddress()).toBe(ADDRESS)
    await kit.open()
    expect(warn).toHaveBeenCalledWith('[appkit] features.headless: there is no modal to open')
    withModal(kit.core).snack.open = true // a toast would mount the modal of an instance with one
    await new Promise((r) => setTimeout(r, 20))
    expect(document.querySelector('appkit-modal')).toBeNull()
    expect(kit.getIsOpen()).toBe(false)
    kit.destroy()
  })

  it('resumes a remembered connection and reports it to account subscribers', async () => {
    localStorage.setItem('@appkit/connections', JSON.stringify({ eip155: ['w'] }))
    const kit = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      projectId: 'p',
    })
    const seen: string[] = []
    kit.subscribeAccount((a) => seen.push(a.status))
    await kit.ready
    await new Promise((r) => setTimeout(r, 0))
    expect(kit.getAddress()).toBe(ADDRESS)
    expect(kit.getCaipAddress()).toBe(`eip155:10:${ADDRESS}`)
    expect(kit.getChainId()).toBe(10)
    expect(seen.at(-1)).toBe('connected')
    await kit.disconnect()
    expect(kit.getIsConnected()).toBe(false)
  })

  it('answers for the network, the provider and a switch as the core has them', async () => {
    localStorage.setItem('@appkit/connections', JSON.stringify({ eip155: ['w'] }))
    const kit = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      projectId: 'p',
    })
    await kit.ready
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(kit.getCaipNetwork('solana')).toBeUndefined()
    expect(kit.getProvider('eip155')).toBeUndefined()
    await kit.switchNetwork(network(1))
    expect(kit.getChainId()).toBe(1)
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    kit.destroy()
  })

  it('loads the explorer and the blockchain API clients on first use only, for the dapp’s URLs', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const kit = createAppKit({
      adapters: [],
      networks: [network(1)],
      projectId: 'p',
      explorerUrl: 'http://127.0.0.1:9/explorer',
      blockchainApiUrl: 'http://127.0.0.1:9/api',
    })
    const explorer = await kit.core.options.explorer!()
    const api = await kit.core.options.api!()
    expect(typeof explorer.getWallets).toBe('function')
    expect(typeof api.getBalances).toBe('function')
    // Making the clients asks nothing of either service.
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
    kit.destroy()
  })

  it('applies the theme options', () => {
    const kit = createAppKit({
      adapters: [],
      networks: [network(1)],
      projectId: 'p',
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#000' },
    })
    expect(kit.getThemeMode()).toBe('dark')
    kit.setThemeMode('light')
    expect(kit.getThemeMode()).toBe('light')
  })

  it('refuses an empty network list', () => {
    expect(() => createAppKit({ adapters: [], networks: [] as never, projectId: 'p' })).toThrow(
      'createAppKit needs at least one network',
    )
  })
})

describe('instances', () => {
  it('two on one page stay independent; destroying one leaves the other', async () => {
    localStorage.setItem('@appkit/connections', JSON.stringify({ eip155: ['w'] }))
    const first = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      projectId: 'p',
    })
    await first.ready
    localStorage.clear()
    const second = createAppKit({
      adapters: [authorizedAdapter()],
      networks: [network(1), network(10)],
      projectId: 'p',
    })
    await second.ready
    expect(first.getIsConnected()).toBe(true)
    expect(second.getIsConnected()).toBe(false)
    await second.open()
    expect(first.getIsOpen()).toBe(false)
    first.destroy()
    await second.close()
    expect(second.getIsOpen()).toBe(false)
    second.destroy()
  })

  it('without adapters, lists WalletConnect and opens on its QR view', async () => {
    const kit = createAppKit({ adapters: [], networks: [network(1)], projectId: 'p' })
    expect(kit.core.connectors.connectors.map((c) => c.id)).toEqual(['walletConnect'])
    await kit.open()
    expect(kit.getView()).toBe('ConnectingWalletConnectBasic')
    kit.destroy()
  })

  it('hands the sign-in to WalletConnect, which signs in with the pairing on eip155 (spec §5)', () => {
    const siwx: SiwxConfig = {
      createMessage: async () => {
        throw new Error('not asked here')
      },
      addSession: async () => undefined,
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [],
    }
    const kit = createAppKit({ adapters: [], networks: [network(1)], projectId: 'p', siwx })
    expect(walletConnectInits.at(-1)).toMatchObject({ projectId: 'p', siwx })
    kit.destroy()
  })

  it('without a projectId there is no WalletConnect (APKT008 waits for the modal: load-remote-features)', () => {
    const kit = createAppKit({ adapters: [], networks: [network(1)], projectId: '' })
    expect(kit.core.connectors.connectors).toEqual([])
    kit.destroy()
  })

  it('with a projectId raises no alert', () => {
    const kit = createAppKit({ adapters: [], networks: [network(1)], projectId: 'p' })
    expect(withModal(kit.core).alert.open).toBe(false)
    kit.destroy()
  })
})

describe('SDK_VERSION', () => {
  it('is the package version', async () => {
    const { SDK_VERSION } = await import('./create-appkit.js')
    const { readFileSync } = await import('node:fs')
    // vitest runs in the package's folder; happy-dom gives import.meta.url an http scheme.
    const pkg = JSON.parse(readFileSync(`${process.cwd()}/package.json`, 'utf8'))
    expect(SDK_VERSION).toBe(pkg.version)
  })
})
