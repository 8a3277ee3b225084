import { connectWallet, findConnector, initialize, openModal, resetState } from '@appkit/controllers'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { network, stubAdapter } from '../test/stub-adapter.js'
import { useAppKitAccount } from './use-appkit-account.js'
import { useAppKitNetwork } from './use-appkit-network.js'
import { useAppKitProvider } from './use-appkit-provider.js'
import { useAppKitState } from './use-appkit-state.js'
import { useWalletInfo } from './use-wallet-info.js'

let probed: unknown

/** Calls the hook it is given while rendering, and keeps what it returned. */
function Probe({ hook }: { hook: () => unknown }) {
  probed = hook()
  return null
}

/** Renders a hook with real React and returns what it returned, as JSON. */
function run<T>(hook: () => T): T {
  renderToString(<Probe hook={hook} />)
  return JSON.parse(JSON.stringify(probed)) as T
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('hooks over the real controllers', () => {
  beforeEach(async () => {
    resetState()
    await initialize({
      adapters: [stubAdapter(ADDRESS)],
      networks: [network(1, 'Ethereum'), network(10, 'Optimism')],
    })
  })

  it('useAppKitAccount: disconnected, then the connected account', async () => {
    expect(run(useAppKitAccount)).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
    })
    await connectWallet(findConnector('eip155', 'stub')!)
    expect(run(useAppKitAccount)).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
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
    openModal()
    expect(run(useAppKitState)).toEqual({
      open: true,
      view: 'Connect',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
  })

  it('useWalletInfo and useAppKitProvider: the connected wallet', async () => {
    expect(run(() => useAppKitProvider('eip155'))).toEqual({})
    await connectWallet(findConnector('eip155', 'stub')!)
    expect(run(useWalletInfo)).toEqual({ walletInfo: { name: 'Stub Wallet' } })
    expect(run(() => useAppKitProvider('eip155'))).toEqual({
      walletProvider: { isStub: true },
      walletProviderType: 'ANNOUNCED',
    })
  })
})
