import { describe, expect, it, vi } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { closeModal } from '../modal/close-modal.js'
import { connectFromModal } from '../modal/connect-from-modal.js'
import { openModal } from '../modal/open-modal.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { createAppKitCore } from './create-core.js'
import { destroyCore } from './destroy-core.js'
import { subscribeEvents } from './track.js'

describe('createAppKitCore', () => {
  it('groups the networks by namespace, each with its adapter, the first network active', () => {
    const evm = new FakeAdapter()
    const core = createTestCore({
      adapters: [evm],
      networks: [network(1), network(10), network(7, 'solana')],
    })
    expect(core.chains.activeNamespace).toBe('eip155')
    expect(core.chains.chains.eip155).toMatchObject({
      adapter: evm,
      caipNetwork: { caipNetworkId: 'eip155:1' },
      requestedCaipNetworks: [{ id: 1 }, { id: 10 }],
    })
    expect(core.chains.chains.solana?.adapter).toBeUndefined()
    expect(evm.networks.map((n) => n.id)).toEqual([1, 10])
  })

  it('makes the default network active, or the one used last', () => {
    expect(
      createTestCore({ networks: [network(1), network(10)], defaultNetwork: network(10) }).chains.chains
        .eip155?.caipNetwork?.id,
    ).toBe(10)
    const backend = createMemoryBackend({ [STORAGE_KEYS.activeCaipNetworkId]: 'eip155:1' })
    const core = createTestCore({ networks: [network(1), network(10)], defaultNetwork: network(10) }, backend)
    expect(core.chains.chains.eip155?.caipNetwork?.id).toBe(1)
  })

  it('refuses an empty network list and an adapter without a namespace', () => {
    expect(() => createAppKitCore({ adapters: [], networks: [] })).toThrow(
      'createAppKit needs at least one network',
    )
    const nameless = Object.assign(new FakeAdapter(), { namespace: '' })
    expect(() => createAppKitCore({ adapters: [nameless as never], networks: [network(1)] })).toThrow(
      'Adapter must have a namespace',
    )
  })

  it('lists WalletConnect and gives it to the adapters', () => {
    const walletConnect = new FakeWalletConnect(['eip155'])
    const evm = new FakeAdapter()
    const core = createTestCore({ adapters: [evm], walletConnect, networks: [network(1)] })
    expect(core.connectors.connectors.map((c) => c.id)).toEqual(['walletConnect'])
    expect(evm.context?.walletConnect).toBe(walletConnect)
    expect(walletConnect.networks.map((n) => n.id)).toEqual([1])
  })

  it('lets the adapters watch the session events, until they stop', () => {
    const evm = new FakeAdapter()
    const core = createTestCore({ adapters: [evm], networks: [network(1)] })
    const seen: string[] = []
    const stop = evm.context!.session!.on('connected', ({ connectorId }) => seen.push(connectorId))
    core.session.emit('connected', { namespace: 'eip155', connectorId: 'walletConnect' })
    stop()
    core.session.emit('connected', { namespace: 'eip155', connectorId: 'later' })
    expect(seen).toEqual(['walletConnect'])
  })
})

describe('two instances on one page', () => {
  it('stay independent: state, storage, events and the modal', async () => {
    const adapterA = new FakeAdapter()
    const adapterB = new FakeAdapter()
    adapterB.connectResult = async () => ({ address: '0xbbb', chainId: 10, accounts: ['0xbbb'] })
    const a = createTestCore({ adapters: [adapterA], networks: [network(1), network(10)] })
    const b = createTestCore({ adapters: [adapterB], networks: [network(1), network(10)] })
    attachModalFlows(a)
    attachModalFlows(b)
    const eventsA: string[] = []
    subscribeEvents(a, { onEvent: (e) => eventsA.push(e.data.event) })

    openModal(a)
    await connectFromModal(b, connector('w'))
    adapterB.chainChanged('w', 5) // b's wallet goes unsupported: b's modal asks, a's stays

    expect(a.chains.chains.eip155!.account.status).toBe('disconnected')
    expect(b.chains.chains.eip155!.account).toMatchObject({ status: 'connected', address: '0xbbb' })
    expect(a.modal.open).toBe(true)
    expect(a.router.view).toBe('Connect')
    expect(b.router.view).toBe('UnsupportedChain')
    expect(eventsA).toEqual(['MODAL_OPEN'])
    expect(a.backend.read(STORAGE_KEYS.connections)).toBeUndefined()
    expect(b.backend.read(STORAGE_KEYS.connections)).toEqual({ eip155: ['w'] })

    closeModal(a)
    expect(b.modal.open).toBe(true)
  })
})

describe('destroyCore', () => {
  it('stops adapters and WalletConnect, aborts attempts, ends subscriptions and timers', async () => {
    const adapter = new FakeAdapter()
    adapter.connectResult = () => new Promise(() => undefined)
    adapter.teardown = vi.fn()
    const walletConnect = new FakeWalletConnect(['eip155'])
    const core = createTestCore({ adapters: [adapter], walletConnect, networks: [network(1)] })
    attachModalFlows(core)
    const listener = vi.fn()
    subscribeEvents(core, { onEvent: listener })
    openModal(core)
    listener.mockClear()
    const attempt = connectFromModal(core, connector('a'))
    destroyCore(core)
    await attempt
    expect(adapter.teardown).toHaveBeenCalledOnce()
    expect(walletConnect.calls).toContain('teardown')
    expect(adapter.lastSignal?.aborted).toBe(true)
    expect(core.internal.cleanups.size).toBe(0)
    // The dapp's listeners are gone: nothing more reaches them.
    listener.mockClear()
    adapter.connectResult = async () => ({ address: '0xabc', chainId: 1, accounts: ['0xabc'] })
    await connectWallet(core, { connector: connector('b') })
    expect(listener).not.toHaveBeenCalled()
    destroyCore(core)
    expect(adapter.teardown).toHaveBeenCalledOnce()
  })
})
