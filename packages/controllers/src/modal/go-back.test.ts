import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { goBack } from './go-back.js'
import { openModal } from './open-modal.js'

const setup = () => createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })

describe('back (spec §2)', () => {
  it('pops the history', () => {
    const core = setup()
    openModal(core)
    pushView(core.router, 'AllWallets')
    goBack(core)
    expect(core.router.view).toBe('Connect')
  })

  it('onto Connect while connected shows Account', async () => {
    const core = setup()
    openModal(core)
    pushView(core.router, 'ConnectingExternal')
    await connectWallet(core, { connector: connector('a') })
    goBack(core)
    expect(core.router.view).toBe('Account')
  })

  it('with no history closes the modal', () => {
    const core = setup()
    openModal(core)
    goBack(core)
    expect(core.modal.open).toBe(false)
  })
})
