import { describe, expect, it } from 'vitest'
import { swapNetworkFee } from './swap-fee.js'

describe('swapNetworkFee', () => {
  it('prices 150 k gas in ETH, to six decimals', () => {
    expect(swapNetworkFee(1_000_000_000n)).toBe('0.00015')
    expect(swapNetworkFee(10n ** 18n)).toBe('150000')
    expect(swapNetworkFee(1n)).toBe('0')
  })
})
