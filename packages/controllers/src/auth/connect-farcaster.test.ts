import { AuthConnectorNotFoundError, FarcasterConnectionError, FrameRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { embeddedWalletCore } from '../test/embedded-wallet-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { connectFarcaster } from './connect-farcaster.js'

const CHANNEL = 'https://farcaster.xyz/~/siwf?channelToken=t&nonce=n'
const setup = embeddedWalletCore

/** Resolves once the login shows the channel's URL (the QR code's). */
const shown = async (core: Awaited<ReturnType<typeof setup>>['core']) => {
  await expect.poll(() => core.chains.chains.eip155!.account.farcasterUrl).toBe(CHANNEL)
}

describe('connectFarcaster', () => {
  it('shows the channel URL while the app approves, then connects every namespace as farcaster', async () => {
    const { core, wallet } = await setup()
    const login = connectFarcaster(core)
    await shown(core)
    wallet.approveFarcaster({ userName: 'alice.lab' })
    await login
    expect(wallet.calls).toEqual(['farcaster:uri', 'farcaster:connect', 'connect'])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(core.chains.chains[namespace]!.account).toMatchObject({
        status: 'connected',
        socialProvider: 'farcaster',
        socialUserName: 'alice.lab',
      })
    }
    expect(core.chains.chains.eip155!.account.farcasterUrl).toBeUndefined()
  })

  it("fails with 'Failed to connect to farcaster' when the secure site opens no channel", async () => {
    const { core, wallet } = await setup()
    wallet.farcaster = new FrameRequestError('relay down')
    const error = await connectFarcaster(core).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FarcasterConnectionError)
    expect((error as FarcasterConnectionError).message).toBe('Failed to connect to farcaster')
    expect((error as FarcasterConnectionError).cause).toBe(wallet.farcaster)
  })

  it("fails with 'Failed to connect to farcaster' when the approval is refused or expires, connecting nothing", async () => {
    const { core, wallet } = await setup()
    const login = connectFarcaster(core)
    await shown(core)
    wallet.approveFarcaster(new FrameRequestError('The Farcaster channel expired'))
    await expect(login).rejects.toBeInstanceOf(FarcasterConnectionError)
    expect(wallet.calls).not.toContain('connect')
    expect(core.chains.chains.eip155!.account).toMatchObject({
      status: 'disconnected',
      farcasterUrl: undefined,
    })
  })

  it('stops waiting when aborted (Back), with the signal’s reason rather than a failure', async () => {
    const { core } = await setup()
    const controller = new AbortController()
    const login = connectFarcaster(core, { signal: controller.signal })
    await shown(core)
    const reason = new Error('back')
    controller.abort(reason)
    await expect(login).rejects.toBe(reason)
  })

  it('needs an embedded wallet', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter('eip155')], networks: [network(1)] })
    await core.ready
    await expect(connectFarcaster(core)).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
  })
})
