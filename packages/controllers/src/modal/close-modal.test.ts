import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { siwxKey } from '../state/siwx.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeSiwx } from '../test/fake-siwx.js'
import { attemptsOf } from './attempts.js'
import { closeModal } from './close-modal.js'
import { connectFromModal } from './connect-from-modal.js'
import { openModal } from './open-modal.js'

describe('closing the modal (spec §2)', () => {
  it('resets to Connect', () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    openModal(core)
    pushView(core.router, 'AllWallets')
    closeModal(core)
    expect(core.router.history).toEqual(['Connect'])
  })

  it('in embedded mode shows Account when connected', async () => {
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1)],
      enableEmbedded: true,
    })
    await connectWallet(core, { connector: connector('a') })
    openModal(core)
    closeModal(core)
    expect(core.router.view).toBe('Account')
  })

  it('during a pending connection aborts it and returns to Connect, disconnected', async () => {
    const adapter = new FakeAdapter()
    adapter.connectResult = () => new Promise(() => undefined)
    const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
    openModal(core)
    pushView(core.router, 'ConnectingExternal', { connector: connector('a') })
    const attempt = connectFromModal(core, connector('a'))
    expect(attemptsOf(core).size).toBe(1)
    closeModal(core)
    await attempt
    expect(adapter.lastSignal?.aborted).toBe(true)
    expect(attemptsOf(core).size).toBe(0)
    expect(core.router.view).toBe('Connect')
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(core.snack.open).toBe(false)
  })
})

describe('close is disabled on approve and sign views while sign-in is required without a session', () => {
  async function signInRequired() {
    const siwx = new FakeSiwx()
    siwx.required = true
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)], siwx })
    await connectWallet(core, { connector: connector('a') })
    return { core, siwx }
  }

  it('stays open and shakes for 500 ms', async () => {
    const { core } = await signInRequired()
    vi.useFakeTimers()
    openModal(core, { view: 'SIWXSignMessage' })
    closeModal(core)
    expect(core.modal.open).toBe(true)
    expect(core.modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(core.modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(core.modal.shake).toBe(false)
    vi.useRealTimers()
  })

  it('closes once the account has a session', async () => {
    const { core } = await signInRequired()
    core.siwx.signedIn[siwxKey('eip155:1', '0xABC')] = true
    openModal(core, { view: 'ApproveTransaction' })
    closeModal(core)
    expect(core.modal.open).toBe(false)
  })

  it('closes on other views, with nothing connected, and when sign-in is not required', async () => {
    const { core, siwx } = await signInRequired()
    openModal(core, { view: 'Account' })
    closeModal(core)
    expect(core.modal.open).toBe(false)
    siwx.required = false
    openModal(core, { view: 'SIWXSignMessage' })
    closeModal(core)
    expect(core.modal.open).toBe(false)
    siwx.required = true
    await disconnectWallet(core)
    openModal(core, { view: 'SIWXSignMessage' })
    closeModal(core)
    expect(core.modal.open).toBe(false)
  })
})
