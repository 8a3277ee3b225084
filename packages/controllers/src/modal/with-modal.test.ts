import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../core/create-core.js'
import { connectWallet } from '../session/connect-wallet.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { withModal } from './with-modal.js'

function session() {
  const adapter = new FakeAdapter('eip155')
  const core = createAppKitCore({
    adapters: [adapter],
    networks: [network(1)],
    projectId: 'test',
    storage: createMemoryBackend(),
  })
  return { core, adapter }
}

describe('withModal', () => {
  it('a session core has no modal store until the modal adds it', () => {
    const { core } = session()
    expect('router' in core || 'walletList' in core || 'send' in core).toBe(false)
    const modal = withModal(core)
    expect('router' in core).toBe(true)
    expect(modal.modal.open).toBe(false)
    expect(modal.router.view).toBe('Connect')
  })

  it('adds the store to the same instance, once', () => {
    const { core } = session()
    const modal = withModal(core)
    expect(modal).toBe(core)
    modal.modal.open = true
    expect(withModal(core).modal.open).toBe(true)
  })

  it("keeps the session's state: what the session did shows in the modal's instance", async () => {
    const { core, adapter } = session()
    await core.ready
    adapter.listConnectors(connector('a'))
    await connectWallet(core, { connector: connector('a') })
    expect(withModal(core).chains.chains.eip155?.account.status).toBe('connected')
  })
})
