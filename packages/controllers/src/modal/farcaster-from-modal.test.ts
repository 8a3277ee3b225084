import { FrameRequestError } from '@appkit/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushView } from '../state/view-history.js'
import { evmEmbeddedWalletCore } from '../test/embedded-wallet-core.js'
import type { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import { farcasterFromModal } from './farcaster-from-modal.js'
import { goBack } from './go-back.js'
import { openModal } from './open-modal.js'

async function setup() {
  const { core, wallet } = await evmEmbeddedWalletCore()
  await openModal(core)
  pushView(core.router, 'ConnectingFarcaster')
  return { core, wallet }
}

const waiting = (wallet: FakeEmbeddedWallet) => expect.poll(() => wallet.farcasterWaits.length).toBe(1)

afterEach(() => {
  vi.useRealTimers()
})

describe('farcasterFromModal', () => {
  it('closes the modal once the Farcaster app approved', async () => {
    const { core, wallet } = await setup()
    const login = farcasterFromModal(core)
    await waiting(wallet)
    wallet.approveFarcaster({ userName: 'alice.lab' })
    await login
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account).toMatchObject({
      socialProvider: 'farcaster',
      socialUserName: 'alice.lab',
    })
  })

  it("goes back with 'Failed to connect to farcaster' when the approval fails", async () => {
    const { core, wallet } = await setup()
    const login = farcasterFromModal(core)
    await waiting(wallet)
    wallet.approveFarcaster(new FrameRequestError('channel expired'))
    await login
    expect(core.router.view).toBe('Connect')
    expect(core.snack).toMatchObject({
      open: true,
      variant: 'error',
      message: { errorCode: 'FARCASTER_CONNECTION_FAILED' },
    })
  })

  it('Back stops the wait without a toast and resyncs the secure site 100 ms later', async () => {
    const { core, wallet } = await setup()
    const login = farcasterFromModal(core)
    await waiting(wallet)
    vi.useFakeTimers()
    goBack(core)
    await login
    expect(core.router.view).toBe('Connect')
    expect(core.snack.open).toBe(false)
    vi.advanceTimersByTime(99)
    expect(wallet.calls).not.toContain('reload')
    vi.advanceTimersByTime(1)
    expect(wallet.calls).toContain('reload')
  })
})
