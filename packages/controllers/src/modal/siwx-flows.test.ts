import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { switchNetwork } from '../session/switch-network.js'
import { siwxKey } from '../state/siwx.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeSiwx } from '../test/fake-siwx.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { connectFromModal } from './connect-from-modal.js'
import { openModal } from './open-modal.js'
import { cancelSignInFromModal, signInFromModal } from './siwx-from-modal.js'

/** Lets the flows' session reads (promises) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup({ required = false } = {}) {
  const siwx = new FakeSiwx()
  siwx.required = required
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)], siwx })
  attachModalFlows(core)
  // The flows load on demand, as they do on a page.
  await import('./siwx-flows.js')
  await settle()
  return { core, siwx, adapter }
}

async function connectAndSignIn(core: Awaited<ReturnType<typeof setup>>['core']) {
  openModal(core)
  await connectFromModal(core, connector('a'))
  await settle()
  await signInFromModal(core)
}

describe('sign-in after connection (spec §4)', () => {
  it('a connection without a session opens SIWXSignMessage; signing adds the session and closes', async () => {
    const { core, siwx } = await setup()
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('SIWXSignMessage')
    await signInFromModal(core)
    expect(core.modal.open).toBe(false)
    const [session] = await siwx.getSessions('eip155:1', '0xabc')
    expect(session).toMatchObject({
      signature: 'signed:lab.test wants you to sign in: 0xabc on eip155:1',
      data: { accountAddress: '0xabc', chainId: 'eip155:1', nonce: 'n0nce123' },
    })
    expect(Object.hasOwn(session!.data, 'toString')).toBe(false)
    expect(core.siwx.signedIn[siwxKey('eip155:1', '0xabc')]).toBe(true)
  })

  it('a session already held (a reload) asks nothing', async () => {
    const { core, siwx } = await setup()
    await siwx.addSession({
      data: { accountAddress: '0xabc', chainId: 'eip155:1', domain: 'd', uri: 'u', version: '1', nonce: 'n' },
      message: 'm',
      signature: 's',
    })
    await connectWallet(core, { connector: connector('a') })
    await settle()
    expect(core.modal.open).toBe(false)
    expect(core.siwx.signedIn[siwxKey('eip155:1', '0xabc')]).toBe(true)
  })

  it('a failed signature shows "Error signing message" and keeps the sign view', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core, siwx } = await setup()
    siwx.accept = () => false
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    await signInFromModal(core)
    expect(core.router.view).toBe('SIWXSignMessage')
    expect(core.modal.open).toBe(true)
    expect(core.snack).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: 'errorSigningMessage' },
    })
    expect(core.siwx.signing).toBe(false)
  })

  it('switching to a network with a session stays signed in; one without asks again', async () => {
    const { core, siwx } = await setup()
    await connectAndSignIn(core)
    await switchNetwork(core, { network: network(10) })
    await settle()
    expect(core.router.view).toBe('SIWXSignMessage')
    await signInFromModal(core)
    await switchNetwork(core, { network: network(1) })
    await settle()
    expect(core.modal.open).toBe(false)
    expect(siwx.calls).toEqual(['add:eip155:1', 'add:eip155:10'])
  })

  it('cancel without sign-in required just closes, connected', async () => {
    const { core } = await setup()
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    await cancelSignInFromModal(core)
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('cancel with sign-in required returns to the network signed in before', async () => {
    const { core, adapter } = await setup({ required: true })
    await connectAndSignIn(core)
    await switchNetwork(core, { network: network(10) })
    await settle()
    await cancelSignInFromModal(core)
    expect(adapter.calls).toContain('switch:eip155:1')
    expect(core.chains.chains.eip155!.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('cancel with sign-in required and no session anywhere disconnects', async () => {
    const { core } = await setup({ required: true })
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    await cancelSignInFromModal(core)
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(core.modal.open).toBe(false)
  })

  it('disconnecting signs the account out on every network of its namespace', async () => {
    const { core, siwx } = await setup()
    await connectAndSignIn(core)
    await disconnectWallet(core)
    await settle()
    expect(siwx.calls).toEqual(['add:eip155:1', 'revoke:eip155:1', 'revoke:eip155:10'])
    expect(await siwx.getSessions('eip155:1', '0xabc')).toEqual([])
    expect(core.siwx.signedIn).toEqual({})
  })

  it('without the siwx option nothing prompts', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    attachModalFlows(core)
    openModal(core)
    await connectFromModal(core, connector('a'))
    await settle()
    expect(core.modal.open).toBe(false)
  })
})
