import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { connectFromModal } from './connect-from-modal.js'
import { openModal } from './open-modal.js'

function setup(adapters = [new FakeAdapter()], networks = [network(1), network(10)]) {
  const core = createTestCore({ adapters, networks })
  return { core, adapter: adapters[0]! }
}

describe('the modal follows the session', () => {
  it('a wallet moving to a network the dapp did not request opens UnsupportedChain; back, Account', async () => {
    const { core, adapter } = setup()
    attachModalFlows(core)
    await connectWallet(core, { connector: connector('a') })
    adapter.chainChanged('a', 5)
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('UnsupportedChain')
    adapter.chainChanged('a', 10)
    expect(core.router.view).toBe('Account')
  })

  it('disconnecting clears the flag and leaves the prompt for Connect', async () => {
    const { core, adapter } = setup()
    attachModalFlows(core)
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 999, accounts: ['0xabc'] })
    openModal(core)
    await connectFromModal(core, connector('a'))
    await disconnectWallet(core)
    expect(core.chains.chains.eip155!.unsupported).toBe(false)
    expect(core.router.view).toBe('Connect')
  })

  it('an unsupported network in a namespace that is not active does not open the prompt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core, adapter } = setup(
      [new FakeAdapter('eip155'), new FakeAdapter('solana')],
      [network(1), network(7, 'solana')],
    )
    attachModalFlows(core)
    await connectWallet(core, { connector: connector('a') })
    await switchNetwork(core, { network: network(7, 'solana') })
    adapter.chainChanged('a', 999)
    expect(core.chains.chains.eip155!.unsupported).toBe(true)
    expect(core.modal.open).toBe(false)
  })

  it('the dapp allowing any network keeps the modal closed', async () => {
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      allowUnsupportedChain: true,
    })
    attachModalFlows(core)
    await connectWallet(core, { connector: connector('a') })
    ;(core.internal.adapters[0] as FakeAdapter).chainChanged('a', 5)
    expect(core.modal.open).toBe(false)
  })

  it('detached, it no longer navigates', async () => {
    const { core, adapter } = setup()
    const detach = attachModalFlows(core)
    detach()
    await connectWallet(core, { connector: connector('a') })
    adapter.chainChanged('a', 5)
    expect(core.modal.open).toBe(false)
  })
})

describe('a session-only instance (no UI attached)', () => {
  it('connects, follows the wallet to an unsupported network, switches and disconnects without navigating', async () => {
    const { core, adapter } = setup()
    const router = () => ({
      view: core.router.view,
      history: [...core.router.history],
      open: core.modal.open,
    })
    const before = router()
    await connectWallet(core, { connector: connector('a') })
    adapter.chainChanged('a', 5)
    expect(core.chains.chains.eip155!.unsupported).toBe(true)
    await switchNetwork(core, { network: network(10) })
    adapter.accountsChanged('a', ['0xdef'])
    adapter.disconnected('a')
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(router()).toEqual(before)
  })
})
