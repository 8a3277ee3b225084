import { describe, expect, it } from 'vitest'
import { formatFiat } from './format-fiat.js'

describe('formatFiat', () => {
  it('floors fiat values to the cent', () => {
    expect(formatFiat(1234.5678)).toBe('$1,234.56')
    expect(formatFiat(0.999)).toBe('$0.99')
    expect(formatFiat(0)).toBe('$0.00')
    expect(formatFiat(0.29)).toBe('$0.29')
    expect(formatFiat(1.13)).toBe('$1.13')
  })
})
