import { describe, expect, it } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { closeModal } from './close-modal.js'
import { openModal } from './open-modal.js'

function setup(adapters = [new FakeAdapter(), new FakeAdapter('solana')]) {
  return createTestCore({ adapters, networks: [network(1), network(2, 'solana')] })
}

describe('modal opening rules (spec §2)', () => {
  it('rule 1: a different namespace becomes the active one first, remembered and announced', () => {
    const core = setup()
    const events: string[] = []
    core.internal.eventListeners.add((e) => events.push(e.data.event))
    openModal(core, { namespace: 'solana' })
    expect(core.chains.activeNamespace).toBe('solana')
    expect(core.backend.read(STORAGE_KEYS.activeNamespace)).toBe('solana')
    expect(events).toEqual(['SWITCH_NETWORK', 'MODAL_OPEN'])
  })

  it('rule 2: no adapters and no address opens ConnectingWalletConnectBasic, AllWallets on mobile', () => {
    const core = createTestCore({ networks: [network(1)] })
    openModal(core, { view: 'Networks' })
    expect(core.router.view).toBe('ConnectingWalletConnectBasic')
    core.options.isMobile = true
    openModal(core)
    expect(core.router.view).toBe('AllWallets')
  })

  it('rule 3: an explicit view resets the stack to that view', () => {
    const core = setup()
    openModal(core)
    pushView(core.router, 'AllWallets')
    openModal(core, { view: 'Networks' })
    expect(core.router.history).toEqual(['Networks'])
  })

  it('rule 4: a connected address shows Account', async () => {
    const core = setup()
    await connectWallet(core, { connector: connector('a') })
    openModal(core)
    expect(core.router.view).toBe('Account')
  })

  it('rule 5: otherwise Connect', () => {
    const core = setup()
    openModal(core)
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('Connect')
  })

  it('emits MODAL_OPEN and MODAL_CLOSE once each', () => {
    const core = setup()
    const seen: string[] = []
    core.internal.eventListeners.add((e) => seen.push(e.data.event))
    openModal(core)
    openModal(core)
    closeModal(core)
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('tells each adapter the modal opened, so one that defers its wallets lists them now', () => {
    let activations = 0
    const adapter = Object.assign(new FakeAdapter(), {
      activate: () => {
        activations++
      },
    })
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    openModal(core)
    expect(activations).toBe(1)
  })
})
