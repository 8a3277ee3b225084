import { connectWallet, createAppKitCore, findConnector, siwxKey } from '@appkit/controllers'
import { type AppKitCore, openModal, withModal } from '@appkit/controllers/modal'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppKitProvider, setDefaultAppKitCore } from '../context.js'
import { memoryStorage, network, stubAdapter } from '../test/stub-adapter.js'
import { useAppKitAccount } from './use-appkit-account.js'
import { useAppKitNetwork } from './use-appkit-network.js'
import { useAppKitProvider } from './use-appkit-provider.js'
import { useAppKitSiwx } from './use-appkit-siwx.js'
import { useAppKitState } from './use-appkit-state.js'
import { useWalletInfo } from './use-wallet-info.js'

let probed: unknown

/** Calls the hook it is given while rendering, and keeps what it returned. */
function Probe({ hook }: { hook: () => unknown }) {
  probed = hook()
  return null
}

/** Renders a hook with real React and returns what it returned, as JSON. */
function run<T>(hook: () => T, wrap: (node: ReactNode) => ReactNode = (node) => node): T {
  renderToString(wrap(<Probe hook={hook} />))
  return JSON.parse(JSON.stringify(probed)) as T
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function createCore(address = ADDRESS) {
  return withModal(
    createAppKitCore({
      adapters: [stubAdapter(address)],
      networks: [network(1, 'Ethereum'), network(10, 'Optimism')],
      storage: memoryStorage(),
    }),
  )
}

describe('hooks over a real core', () => {
  let core: AppKitCore
  beforeEach(() => {
    core = createCore()
    setDefaultAppKitCore(core)
  })

  it('useAppKitAccount: disconnected, then the connected account with its formatted balance', async () => {
    expect(run(useAppKitAccount)).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
    })
    await connectWallet(core, { connector: findConnector(core.connectors, 'eip155', 'stub')! })
    await new Promise((r) => setTimeout(r, 0))
    expect(run(useAppKitAccount)).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      balance: '12.345',
      balanceSymbol: 'ETH',
    })
  })

  it('useAppKitNetwork: the active network', () => {
    expect(run(useAppKitNetwork)).toMatchObject({
      caipNetworkId: 'eip155:1',
      chainId: 1,
      isUnsupported: false,
    })
  })

  it('useAppKitState: open and view', () => {
    openModal(core)
    expect(run(useAppKitState)).toEqual({
      open: true,
      view: 'Connect',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
  })

  it('useAppKitSiwx: signed in once the active account holds a session on its network', async () => {
    expect(run(useAppKitSiwx)).toEqual({ isSignedIn: false, signing: false, isEnabled: false })
    await connectWallet(core, { connector: findConnector(core.connectors, 'eip155', 'stub')! })
    core.siwx.signedIn[siwxKey('eip155:10', ADDRESS)] = true
    expect(run(useAppKitSiwx).isSignedIn).toBe(false)
    core.siwx.signedIn[siwxKey('eip155:1', ADDRESS)] = true
    expect(run(useAppKitSiwx).isSignedIn).toBe(true)
  })

  it('useWalletInfo and useAppKitProvider: the connected wallet', async () => {
    expect(run(() => useAppKitProvider('eip155'))).toEqual({})
    await connectWallet(core, { connector: findConnector(core.connectors, 'eip155', 'stub')! })
    expect(run(useWalletInfo)).toEqual({ walletInfo: { name: 'Stub Wallet' } })
    expect(run(() => useAppKitProvider('eip155'))).toEqual({
      walletProvider: { isStub: true },
      walletProviderType: 'ANNOUNCED',
    })
  })

  it('read the instance of the nearest AppKitProvider over the default one', async () => {
    const other = createCore('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await connectWallet(other, { connector: findConnector(other.connectors, 'eip155', 'stub')! })
    const inOther = (node: ReactNode) => <AppKitProvider core={other}>{node}</AppKitProvider>
    expect(run(useAppKitAccount, inOther).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(run(useAppKitAccount).address).toBeUndefined()
  })

  it('without an instance, say that createAppKit comes first', () => {
    setDefaultAppKitCore(undefined)
    expect(() => run(useAppKitAccount)).toThrow(
      'call createAppKit before rendering AppKit components or hooks',
    )
  })
})
