import { describe, expect, it } from 'vitest'
import { upsertConnection } from '../state/connections.js'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { dropConnection, namespacesHolding } from './drop-connection.js'

describe('dropConnection', () => {
  it('removes a held connection once and says who ended it; one not held changes nothing', () => {
    const core = createTestCore({
      adapters: [new FakeAdapter()],
      networks: [network(1), network(7, 'solana')],
    })
    upsertConnection(core.connections, 'eip155', { connectorId: 'wc', accounts: ['0xa'], chainId: 1 })
    upsertConnection(core.connections, 'solana', { connectorId: 'wc', accounts: ['S'], chainId: 7 })
    expect(namespacesHolding(core, 'wc')).toEqual(['eip155', 'solana'])
    const seen: unknown[] = []
    core.session.on('disconnected', (e) => seen.push(e))
    dropConnection(core, 'eip155', 'wc', { byWallet: true })
    dropConnection(core, 'eip155', 'wc', { byWallet: true })
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'wc', byWallet: true }])
    expect(namespacesHolding(core, 'wc')).toEqual(['solana'])
  })
})
