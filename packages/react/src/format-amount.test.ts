import { describe, expect, it } from 'vitest'
import { formatAmount } from './format-amount.js'

describe('formatAmount', () => {
  it('places the decimal point and floors to 3 decimals', () => {
    expect(formatAmount({ value: 1_234_567_000_000_000_000n, decimals: 18 })).toBe('1.234')
    expect(formatAmount({ value: 10_000n, decimals: 0 })).toBe('10000')
    expect(formatAmount({ value: 0n, decimals: 9 })).toBe('0')
  })
})
