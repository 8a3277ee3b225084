import { describe, expect, it } from 'vitest'
import { formatAmount, formatTokenAmount, groupDecimal } from './format-amount.js'

describe('formatAmount', () => {
  it('places the decimal point and floors to 3 decimals', () => {
    expect(formatAmount({ value: 1_234_567_000_000_000_000n, decimals: 18 })).toBe('1.234')
    expect(formatAmount({ value: 10_000n, decimals: 0 })).toBe('10000')
    expect(formatAmount({ value: 0n, decimals: 9 })).toBe('0')
  })
})

describe('groupDecimal', () => {
  it("amounts use the locale's grouping: 10,000 ETH in English, 10.000 in German", () => {
    expect(formatTokenAmount('10000', 'en-US')).toBe('10,000')
    expect(formatTokenAmount('1234567.891234', 'en-US')).toBe('1,234,567.891')
    expect(formatTokenAmount('1234567.891234', 'de-DE')).toBe('1.234.567,891')
    expect(groupDecimal('-1000.5', 'en-US')).toBe('-1,000.5')
  })

  it("keeps every digit of an amount beyond a float's precision", () => {
    expect(groupDecimal('123456789012345678901', 'en-US')).toBe('123,456,789,012,345,678,901')
    expect(groupDecimal('0.001', 'en-US')).toBe('0.001')
  })
})
