import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountIn, amountOut, minimumOut, priceImpactPercent } from './pool-math.js'

describe('pool maths', () => {
  it('never pays out the whole reserve, and buying back what was bought costs more (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (input, reserveIn, reserveOut) => {
          const out = amountOut(input, reserveIn, reserveOut)
          if (out === undefined) return
          expect(out).toBeLessThan(reserveOut)
          expect(amountIn(out, reserveIn, reserveOut)).toBeLessThanOrEqual(input + 1n)
        },
      ),
    )
  })

  it('has no quote for an empty pool or a zero amount', () => {
    expect(amountOut(0n, 10n, 10n)).toBeUndefined()
    expect(amountOut(5n, 0n, 10n)).toBeUndefined()
    expect(amountIn(10n, 10n, 10n)).toBeUndefined()
  })

  it('takes 1 % off the quote at the spec’s slippage', () => {
    expect(minimumOut(1_000_000n, 1)).toBe(990_000n)
    expect(minimumOut(1_000_000n, 0.5)).toBe(995_000n)
  })

  it('counts the 0.3 % fee in the price impact of a tiny trade', () => {
    const out = amountOut(10n ** 12n, 10n ** 18n, 10n ** 18n)!
    expect(priceImpactPercent(10n ** 12n, out, 10n ** 18n, 10n ** 18n)).toBeCloseTo(0.3, 1)
  })
})
