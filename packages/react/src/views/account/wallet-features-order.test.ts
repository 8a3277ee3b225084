import { describe, expect, it } from 'vitest'
import { walletFeaturesOrder } from './wallet-features-order.js'

describe('walletFeaturesOrder', () => {
  it("is spec §9's order by default: onramp, swaps, receive, send", () => {
    expect(walletFeaturesOrder(undefined)).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it("puts the dapp's order first and the rest after, in spec order, without repeats or unknown names", () => {
    expect(walletFeaturesOrder(['send', 'onramp'])).toEqual(['send', 'onramp', 'swaps', 'receive'])
    expect(walletFeaturesOrder(['receive', 'receive', 'bridge'])).toEqual([
      'receive',
      'onramp',
      'swaps',
      'send',
    ])
  })
})
