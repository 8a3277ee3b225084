import { describe, expect, it } from 'vitest'
import { formatBtc } from './btc-amount.js'

describe('formatBtc', () => {
  it.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [150_000n, '0.0015'],
    [100_000_000n, '1'],
    [2_100_000_000_000_000n, '21000000'],
    [123_456_789n, '1.23456789'],
    [-50_000n, '-0.0005'],
  ])('writes %s sats as %s BTC', (sats, btc) => {
    expect(formatBtc(sats)).toBe(btc)
  })
})
