import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, flush, network, walletsWithOwnAddress } from '../test/fake-adapter.js'
import { connectWallet } from './connect-wallet.js'

async function connected() {
  const adapter = walletsWithOwnAddress()
  const core = createTestCore({ adapters: [adapter], networks: [network(1), network(10)] })
  await core.ready
  adapter.listConnectors(connector('a'), connector('b'))
  await connectWallet(core, { connector: connector('a') })
  return { core, adapter, chain: () => core.chains.chains.eip155! }
}

describe('wallet events (the session sink)', () => {
  it('a chain change to a requested chain updates the network, the CAIP address and the balance', async () => {
    const { core, adapter, chain } = await connected()
    adapter.balance = 7n
    adapter.chainChanged('a', 10)
    await flush()
    expect(chain().caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(chain().account.caipAddress).toBe('eip155:10:0xa')
    expect(chain().account.balance?.value).toBe(7n)
    expect(core.connections.namespaces.eip155?.connections[0]?.chainId).toBe(10)
  })

  it('a chain change to a chain the dapp did not request marks the namespace unsupported, and announces it', async () => {
    const { core, adapter, chain } = await connected()
    const seen: unknown[] = []
    core.session.on('network', (e) => seen.push(e.unsupported))
    adapter.chainChanged('a', 5)
    expect(chain().unsupported).toBe(true)
    adapter.chainChanged('a', 10)
    expect(chain().unsupported).toBe(false)
    expect(seen).toEqual([true, false])
  })

  it('an empty account list from the current wallet disconnects; events of wallets not held are ignored', async () => {
    const { adapter, chain } = await connected()
    adapter.accountsChanged('other', [])
    expect(chain().account.status).toBe('connected')
    adapter.accountsChanged('a', ['0x123'])
    expect(chain().account.address).toBe('0x123')
    adapter.accountsChanged('a', [])
    expect(chain().account.status).toBe('disconnected')
  })

  it('events of a held, not current, wallet update that connection only', async () => {
    const { core, adapter, chain } = await connected()
    await connectWallet(core, { connector: connector('b') })
    adapter.accountsChanged('a', ['0xa2'])
    expect(
      core.connections.namespaces.eip155?.connections.find((c) => c.connectorId === 'a')?.accounts,
    ).toEqual(['0xa2'])
    expect(chain().account.address).toBe('0xb')
    adapter.accountsChanged('a', [])
    expect(core.connections.namespaces.eip155?.connections.map((c) => c.connectorId)).toEqual(['b'])
  })

  it('the wallet ending the session disconnects, announced as the wallet’s doing', async () => {
    const { core, adapter, chain } = await connected()
    const seen: unknown[] = []
    core.session.on('disconnected', (e) => seen.push(e))
    adapter.disconnected('a')
    expect(chain().account.status).toBe('disconnected')
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'a', byWallet: true }])
  })

  it('an event that changes nothing announces nothing', async () => {
    const { core, adapter } = await connected()
    const seen: string[] = []
    core.session.on('account', () => seen.push('account'))
    core.session.on('network', () => seen.push('network'))
    adapter.chainChanged('a', 1)
    adapter.accountsChanged('a', ['0xa'])
    expect(seen).toEqual([])
  })

  it('a wallet that connected on its own is held, current only where nothing else is', async () => {
    const { core, adapter, chain } = await connected()
    const seen: unknown[] = []
    core.session.on('connected', (e) => seen.push(e))
    adapter.listConnectors(connector('a'), connector('b'))
    adapter.events!.connected(
      { namespace: 'eip155', connectorId: 'b' },
      { address: '0xb', chainId: 1, accounts: ['0xb'] },
    )
    expect(chain().account.address).toBe('0xa')
    expect(core.connections.namespaces.eip155?.connections.map((c) => c.connectorId)).toEqual(['b', 'a'])
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'b' }])
    adapter.disconnected('a')
    expect(chain().account.address).toBe('0xb')
  })

  it('connectors listed by an adapter replace only that adapter’s', async () => {
    const { core, adapter } = await connected()
    adapter.listConnectors(connector('c'))
    expect(core.connectors.connectors.map((c) => c.id)).toEqual(['c'])
  })
})
