import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { applyChainId, setNetwork } from './set-network.js'

function setup() {
  const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1), network(10)] })
  const seen: unknown[] = []
  core.session.on('network', (e) => seen.push([e.caipNetwork?.caipNetworkId, e.unsupported]))
  return { core, seen, chain: () => core.chains.chains.eip155! }
}

describe('setNetwork', () => {
  it('announces a change once and drops the old network’s balance', () => {
    const { core, seen, chain } = setup()
    chain().account.balance = { value: 1n, decimals: 18, symbol: 'ETH' }
    expect(setNetwork(core, 'eip155', network(10), false)).toBe(true)
    expect(setNetwork(core, 'eip155', network(10), false)).toBe(false)
    expect(chain().account.balance).toBeUndefined()
    expect(seen).toEqual([['eip155:10', false]])
  })

  it('a namespace the dapp did not configure changes nothing', () => {
    const { core } = setup()
    expect(setNetwork(core, 'solana', network(7, 'solana'), false)).toBe(false)
  })
})

describe('applyChainId', () => {
  it('a requested chain becomes the network, another one marks the namespace unsupported', () => {
    const { core, seen, chain } = setup()
    chain().account.address = '0xabc'
    expect(applyChainId(core, 'eip155', 10)).toBe(true)
    expect(chain().account.caipAddress).toBe('eip155:10:0xabc')
    expect(applyChainId(core, 'eip155', '5')).toBe(true)
    expect(chain()).toMatchObject({ unsupported: true, caipNetwork: { caipNetworkId: 'eip155:10' } })
    expect(chain().account.caipAddress).toBe('eip155:5:0xabc')
    expect(seen).toEqual([
      ['eip155:10', false],
      ['eip155:10', true],
    ])
  })
})
