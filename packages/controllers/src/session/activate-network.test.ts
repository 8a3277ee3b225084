import { describe, expect, it, vi } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { activateNetwork } from './activate-network.js'
import { connectWallet } from './connect-wallet.js'

describe('activateNetwork', () => {
  it('puts the connection on the network, remembers it and announces SWITCH_NETWORK', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1), network(10)] })
    await connectWallet(core, { connector: connector('a') })
    const events: unknown[] = []
    core.internal.eventListeners.add((e) => events.push(e.data))
    activateNetwork(core, network(10))
    expect(core.connections.namespaces.eip155?.connections[0]?.chainId).toBe(10)
    expect(core.chains.chains.eip155?.account.caipAddress).toBe('eip155:10:0xabc')
    expect(core.backend.read(STORAGE_KEYS.activeCaipNetworkId)).toBe('eip155:10')
    expect(events).toEqual([{ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } }])
  })

  it('entering another namespace with no wallet while one is connected warns APKTW001', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = createTestCore({
      adapters: [new FakeAdapter(), new FakeAdapter('solana')],
      networks: [network(1), network(7, 'solana')],
    })
    attachModalFlows(core) // the modal warns, as createAppKit's instance does
    const entered: unknown[] = []
    core.session.on('activeNamespace', (e) => entered.push(e.namespace))
    activateNetwork(core, network(7, 'solana'))
    expect(core.alert.open).toBe(false) // nothing connected anywhere: nothing to warn about
    activateNetwork(core, network(1))
    await connectWallet(core, { connector: connector('a') })
    activateNetwork(core, network(7, 'solana'))
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW001' })
    expect(entered).toEqual(['solana', 'eip155', 'solana'])
  })
})
