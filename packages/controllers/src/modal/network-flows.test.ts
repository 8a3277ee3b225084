import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { connectFromModal } from './connect-from-modal.js'
import { switchActiveChain, switchNetworkFromModal } from './network-flows.js'
import { openModal } from './open-modal.js'

describe('networks across namespaces (spec §4)', () => {
  async function setup() {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = createTestCore({
      adapters: [new FakeAdapter('eip155'), new FakeAdapter('solana')],
      networks: [network(1), network(7, 'solana')],
    })
    await connectWallet(core, { connector: connector('a') })
    return core
  }

  it('a network of another namespace without a wallet asks first, in SwitchActiveChain', async () => {
    const core = await setup()
    openModal(core, { view: 'Networks' })
    await switchNetworkFromModal(core, network(7, 'solana'))
    expect(core.router.view).toBe('SwitchActiveChain')
    expect(core.router.data).toMatchObject({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
    })
    expect(core.chains.activeNamespace).toBe('eip155')
  })

  it('confirming switches the active namespace and replaces the view with Connect', async () => {
    const core = await setup()
    openModal(core, { view: 'Networks' })
    await switchNetworkFromModal(core, network(7, 'solana'))
    await switchActiveChain(core)
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.chains.chains.solana?.caipNetwork?.caipNetworkId).toBe('solana:7')
    expect(core.router.history).toEqual(['Networks', 'Connect'])
  })
})

describe('switching from the Networks view', () => {
  it('goes back after a switch, and says when the wallet declined', async () => {
    const adapter = new FakeAdapter()
    const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
    await connectWallet(core, { connector: connector('a') })
    openModal(core, { view: 'Account' })
    pushView(core.router, 'Networks')
    await switchNetworkFromModal(core, network(10))
    expect(core.router.view).toBe('Account')
    adapter.switchNetwork = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    pushView(core.router, 'Networks')
    await switchNetworkFromModal(core, network(1))
    expect(core.router.view).toBe('Networks')
    expect(core.snack).toMatchObject({ open: true, message: { key: 'switchDeclined' } })
  })

  it('from UnsupportedChain shows Account even when the wallet reports the new chain before the switch resolves', async () => {
    const adapter = new FakeAdapter()
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    attachModalFlows(core)
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 999, accounts: ['0xabc'] })
    openModal(core)
    await connectFromModal(core, connector('a'))
    adapter.switchNetwork = async ({ caipNetwork }) => adapter.chainChanged('a', caipNetwork.id)
    await switchNetworkFromModal(core, network(1))
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('Account')
  })
})

describe('while the wallet is asked to switch', () => {
  async function waitingWallet() {
    const adapter = new FakeAdapter()
    const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
    await connectWallet(core, { connector: connector('a') })
    let answer: (refusal?: unknown) => void = () => undefined
    adapter.switchNetwork = () =>
      new Promise<void>((resolve, reject) => {
        answer = (refusal) => (refusal ? reject(refusal) : resolve())
      })
    openModal(core, { view: 'Account' })
    pushView(core.router, 'Networks')
    const switching = switchNetworkFromModal(core, network(10))
    return { core, switching, answer: (refusal?: unknown) => answer(refusal) }
  }

  it('a loading view, SwitchNetwork, shows while a network switch waits on the wallet', async () => {
    const { core, switching, answer } = await waitingWallet()
    expect(core.router.view).toBe('SwitchNetwork')
    expect(core.router.data?.network?.caipNetworkId).toBe('eip155:10')
    answer()
    await switching
    expect(core.router.view).toBe('Account')
    expect(core.router.history).toEqual(['Account'])
  })

  it('a refusal leaves SwitchNetwork for the list it was asked from, and says so', async () => {
    const { core, switching, answer } = await waitingWallet()
    answer({ code: 4001, message: 'User rejected the request.' })
    await switching
    expect(core.router.history).toEqual(['Account', 'Networks'])
    expect(core.snack).toMatchObject({ open: true, message: { key: 'switchDeclined' } })
  })

  it('no loading view when no wallet is asked', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1), network(10)] })
    openModal(core, { view: 'Networks' })
    const views: string[] = []
    const switching = switchNetworkFromModal(core, network(10))
    views.push(core.router.view)
    await switching
    expect(views).toEqual(['Networks'])
  })
})
