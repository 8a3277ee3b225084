import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { eth, usd } from '../test/fake-account.js'
import { network } from '../test/fake-adapter.js'
import { sendableTokens } from './sendable-tokens.js'

describe('sendableTokens', () => {
  it("lists the API's tokens on the current network, else the native coin from the balance", () => {
    const core = createTestCore({ networks: [network(1)] })
    const chain = core.chains.chains.eip155!
    expect(sendableTokens(chain)).toEqual([])
    chain.account.balance = { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    expect(sendableTokens(chain)).toEqual([
      { name: 'Ether', symbol: 'ETH', caipNetworkId: 'eip155:1', amount: '1.5', decimals: 18 },
    ])
    chain.account.tokens = [eth('2'), usd(), { ...usd(), caipNetworkId: 'eip155:10' }]
    expect(sendableTokens(chain).map((t) => t.symbol)).toEqual(['ETH', 'LUSD'])
  })
})
