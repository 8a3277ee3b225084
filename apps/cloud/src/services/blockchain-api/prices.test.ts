import { describe, expect, it } from 'vitest'
import { fiatValue, priceOf } from './prices.js'

describe('prices', () => {
  it('prices the native coins and the test tokens, and nothing else', () => {
    expect(priceOf('ETH')).toBe(2500.05)
    expect(priceOf('LUSD')).toBe(1)
    expect(priceOf('LAB')).toBe(2.5)
    expect(priceOf('ZERO')).toBe(0)
    expect(priceOf('SOL')).toBe(150.05)
    expect(priceOf('LSUSD')).toBe(1)
    expect(priceOf('BTC')).toBe(65000.05)
    expect(priceOf('DAI')).toBeUndefined()
    expect(priceOf(null)).toBeUndefined()
  })

  it('computes values without float noise', () => {
    expect(fiatValue('1.5', 2500.05)).toBe(3750.075)
    expect(fiatValue('10.0002', 2500.05)).toBe(25001.00001)
    expect(fiatValue('1000000', 1)).toBe(1_000_000)
    expect(fiatValue('100', 0)).toBe(0)
  })
})
