import { describe, expect, it } from 'vitest'
import { formatTokenAmount, groupDecimal } from './format-token-amount.js'

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
