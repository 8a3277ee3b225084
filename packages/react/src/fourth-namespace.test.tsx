// @vitest-environment happy-dom
import * as common from '@appkit/common'
import { type CaipNetwork, defineNetwork } from '@appkit/common'
import { type ChainAdapter, connectWallet, createAppKitCore, findConnector } from '@appkit/controllers'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { pushView, withModal } from '@appkit/controllers/modal'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWith } from './test/render.js'
import { memoryStorage, network, stubAdapter } from './test/stub-adapter.js'
import { AccountView } from './views/account/account-view.js'
import { ConnectView } from './views/connect-view.js'
import { NetworksView } from './views/networks-view.js'
import { SwitchActiveChainView } from './views/switch-active-chain-view.js'

// docs/adding-an-adapter.md's proof: a namespace the product's packages never name, brought by an
// adapter written here alone, connects and shows in the modal through the same code as the others.
// Nothing outside this file was edited for it.

const ADDRESS = 'sui-account-0x5a1'
// The adapter's own network, checked by common's namespace-agnostic defineNetwork.
const devnet: CaipNetwork = defineNetwork({
  id: 'devnet',
  caipNetworkId: 'sui:devnet',
  chainNamespace: 'sui',
  name: 'Sui Devnet (made up)',
  nativeCurrency: { name: 'Sui', symbol: 'SUI', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The fourth namespace's adapter: its name, one wallet that approves, and the adapter interface. */
function suiAdapter(): ChainAdapter<'sui'> {
  let events: AdapterEvents | undefined
  return {
    namespace: 'sui',
    info: { name: 'Sui (a test adapter)' },
    setup(context) {
      events = context.events
      // The same wallet as the EVM stub's, announced in this namespace too: one row, two namespaces.
      events.connectorsChanged([{ id: 'stub', name: 'Stub Wallet', chain: 'sui', type: 'ANNOUNCED' }])
    },
    connect: async () => ({ address: ADDRESS, chainId: 'devnet', accounts: [ADDRESS] }),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => 'signed',
    getProvider: () => undefined,
  }
}

function kit() {
  return withModal(
    createAppKitCore({
      adapters: [stubAdapter(), suiAdapter()],
      networks: [network(1, 'Ethereum'), devnet],
      storage: memoryStorage(),
    }),
  )
}

describe('a fourth namespace, brought by its adapter alone', () => {
  it('finds no namespace’s networks in @appkit/common: each adapter package brings its own', () => {
    const networks = Object.values(common).filter(
      (value) => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
    )
    expect(networks).toEqual([])
  })

  it('Connect lists its wallet with the namespace named as the adapter names it', () => {
    renderWith(kit(), <ConnectView />)
    expect(screen.getByText('Connects Ethereum (EVM) and Sui (a test adapter)')).toBeTruthy()
  })

  it('connects, and the account shows its address and network', async () => {
    const core = kit()
    await connectWallet(core, { connector: findConnector(core.connectors, 'sui', 'stub')! })
    expect(core.chains.activeNamespace).toBe('sui')
    expect(core.chains.chains.sui?.account).toMatchObject({ status: 'connected', address: ADDRESS })
    renderWith(core, <AccountView />)
    expect(screen.getByTestId('account-network').getAttribute('aria-label')).toContain('Sui Devnet (made up)')
  })

  it('the network list gives it its own section, named by its adapter', () => {
    renderWith(kit(), <NetworksView />)
    const section = screen.getByTestId('networks-sui')
    expect(within(section).getByRole('heading').textContent).toBe('Sui (a test adapter)')
    expect(within(section).getByTestId('network-sui:devnet').textContent).toContain('Sui Devnet (made up)')
  })

  it('switching the active namespace to it names it', () => {
    const core = kit()
    pushView(core.router, 'SwitchActiveChain', { switchToChain: 'sui' })
    renderWith(core, <SwitchActiveChainView />)
    expect(screen.getByText('Switch to Sui (a test adapter)')).toBeTruthy()
  })
})
