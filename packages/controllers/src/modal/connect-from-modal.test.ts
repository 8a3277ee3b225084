import { describe, expect, it } from 'vitest'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { attachModalFlows } from './attach-modal-flows.js'
import { connectFromModal } from './connect-from-modal.js'
import { openModal } from './open-modal.js'

function setup() {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  attachModalFlows(core)
  return { core, adapter }
}

describe('what the modal says after a connection attempt', () => {
  it.each([
    [{ code: 4001, message: 'User rejected the request.' }],
    [{ code: 5002, message: 'x' }],
    [new Error('User rejected the request')],
    [new Error('Request cancelled by user')],
    [new Error('connection request reset')],
  ])("a user rejection (%o) says 'Connection rejected' and returns to Connect", async (error) => {
    const { core, adapter } = setup()
    adapter.connectResult = async () => {
      throw error
    }
    openModal(core)
    pushView(core.router, 'ConnectingExternal', { connector: connector('a') })
    await connectFromModal(core, connector('a'))
    expect(core.snack).toMatchObject({ open: true, message: { key: 'connectionRejected' }, variant: 'error' })
    expect(core.router.view).toBe('Connect')
  })

  it('any other failure is shown by its error code', async () => {
    const { core } = setup()
    openModal(core)
    await connectFromModal(core, connector('x', 'solana'))
    expect(core.snack).toMatchObject({
      open: true,
      message: { errorCode: 'ADAPTER_NOT_FOUND' },
      variant: 'error',
    })
  })

  it('a successful connection closes the modal', async () => {
    const { core } = setup()
    openModal(core)
    await connectFromModal(core, connector('a'))
    expect(core.modal.open).toBe(false)
  })

  it('connected on a network the dapp does not support: the modal stays, on UnsupportedChain', async () => {
    const { core, adapter } = setup()
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 999, accounts: ['0xabc'] })
    openModal(core)
    await connectFromModal(core, connector('a'))
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('UnsupportedChain')
    expect(core.chains.chains.eip155!.unsupported).toBe(true)
  })
})
