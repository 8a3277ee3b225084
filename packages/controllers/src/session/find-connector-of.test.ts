import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { connectWallet } from './connect-wallet.js'
import { findConnectorOf } from './find-connector-of.js'

async function connected() {
  const adapter = new FakeAdapter()
  const solana = new FakeAdapter('solana')
  const core = createTestCore({ adapters: [adapter, solana], networks: [network(1), network(2, 'solana')] })
  adapter.listConnectors(connector('a'), connector('b'))
  solana.listConnectors(connector('s', 'solana'))
  await connectWallet(core, { connector: connector('b') })
  return core
}

describe('findConnectorOf', () => {
  it("is the connected wallet's connector, not another the namespace lists", async () => {
    const core = await connected()
    expect(findConnectorOf(core, { namespace: 'eip155' })?.id).toBe('b')
  })

  it('is undefined for a namespace with no wallet connected', async () => {
    const core = await connected()
    expect(findConnectorOf(core, { namespace: 'solana' })).toBeUndefined()
  })
})
