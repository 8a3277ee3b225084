import { describe, expect, it } from 'vitest'
import { formatFee } from './format-fee.js'

describe('formatFee', () => {
  it('shows fees to 6 decimals, and a fee below that as such', () => {
    expect(formatFee({ value: 21_000_000_000_000n, decimals: 18 })).toBe('0.000021')
    expect(formatFee({ value: 21_000_000_000n, decimals: 18 })).toBe('< 0.000001')
    expect(formatFee({ value: 0n, decimals: 18 })).toBe('0')
  })
})
