import { describe, expect, it } from 'vitest'
import { FeeEstimatesUnavailableError } from '../errors.js'
import { feeRateFrom, MIN_RELAY_FEE_RATE } from './fee-rate.js'

describe('feeRateFrom', () => {
  it('takes the estimate for the target (3 blocks by default)', () => {
    expect(feeRateFrom({ '1': 20, '2': 12, '3': 8, '6': 4 })).toBe(8)
    expect(feeRateFrom({ '1': 20, '6': 4 }, 6)).toBe(4)
  })

  it('without one, takes the nearest faster target (it pays more), else the nearest slower one', () => {
    expect(feeRateFrom({ '1': 20, '2': 12, '6': 4 })).toBe(12)
    expect(feeRateFrom({ '6': 4, '144': 2 })).toBe(4)
  })

  it('never goes below the minimum relay fee', () => {
    expect(feeRateFrom({ '3': 0.2 })).toBe(MIN_RELAY_FEE_RATE)
  })

  it('ignores targets that are not block counts; none left is FeeEstimatesUnavailableError', () => {
    expect(feeRateFrom({ x: 100, '0': 100, '3': 2 })).toBe(2)
    expect(() => feeRateFrom({})).toThrow(FeeEstimatesUnavailableError)
    expect(() => feeRateFrom({ fast: 9 })).toThrow(FeeEstimatesUnavailableError)
  })
})
