import { describe, expect, it } from 'vitest'
import { upsertConnection } from '../state/connections.js'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, flush, network } from '../test/fake-adapter.js'
import { showCurrentConnection } from './show-current-connection.js'

function setup() {
  const adapter = new FakeAdapter()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  adapter.listConnectors(connector('a'))
  const seen: unknown[] = []
  core.session.on('account', (e) => seen.push([e.status, e.address]))
  return { core, adapter, seen, account: () => core.chains.chains.eip155!.account }
}

describe('showCurrentConnection', () => {
  it('shows the current connection once: shown again unchanged, nothing is announced or read', async () => {
    const { core, adapter, seen, account } = setup()
    upsertConnection(core.connections, 'eip155', { connectorId: 'a', accounts: ['0xa', '0xb'], chainId: 10 })
    showCurrentConnection(core, 'eip155')
    showCurrentConnection(core, 'eip155')
    await flush()
    expect(account()).toMatchObject({
      status: 'connected',
      address: '0xa',
      caipAddress: 'eip155:10:0xa',
      connectorId: 'a',
      connectedWalletInfo: { name: 'Wallet a' },
      allAccounts: [
        { namespace: 'eip155', address: '0xa', type: 'eoa' },
        { namespace: 'eip155', address: '0xb', type: 'eoa' },
      ],
    })
    expect(seen).toEqual([['connected', '0xa']])
    expect(adapter.calls).toEqual(['balance'])
  })

  it("shows who logged in to the connection's embedded wallet, and nobody for another wallet made current", () => {
    const { core, adapter, account } = setup()
    adapter.listConnectors(connector('a'), connector('b'))
    const social = { provider: 'github' as const, userName: 'ada' }
    upsertConnection(core.connections, 'eip155', { connectorId: 'a', accounts: ['0xa'], chainId: 1, social })
    showCurrentConnection(core, 'eip155')
    expect(account()).toMatchObject({ socialProvider: 'github', socialUserName: 'ada' })
    upsertConnection(core.connections, 'eip155', { connectorId: 'b', accounts: ['0xb'], chainId: 1 })
    showCurrentConnection(core, 'eip155')
    expect(account()).toMatchObject({
      connectorId: 'b',
      socialProvider: undefined,
      socialUserName: undefined,
    })
  })

  it('without a current connection resets the account, and the namespace is no longer unsupported', () => {
    const { core, seen, account } = setup()
    upsertConnection(core.connections, 'eip155', { connectorId: 'a', accounts: ['0xa'], chainId: 5 })
    showCurrentConnection(core, 'eip155')
    expect(core.chains.chains.eip155!.unsupported).toBe(true)
    core.connections.namespaces.eip155 = { connections: [] }
    showCurrentConnection(core, 'eip155')
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
    expect(core.chains.chains.eip155!.unsupported).toBe(false)
    expect(seen).toEqual([
      ['connected', '0xa'],
      ['disconnected', undefined],
    ])
  })
})
