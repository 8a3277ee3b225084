import { describe, expect, it } from 'vitest'
import { defaultSighash, requestedSighash } from './sighash.js'

describe('sighash flags', () => {
  it('default to ALL for payment and DEFAULT for ordinals', () => {
    expect(defaultSighash('payment')).toBe(1)
    expect(defaultSighash('ordinals')).toBe(0)
    expect(requestedSighash(undefined, 'ordinals')).toBe(0)
  })

  it('read numbers and names', () => {
    expect(requestedSighash(1, 'payment')).toBe(1)
    expect(requestedSighash('ALL', 'payment')).toBe(1)
    expect(requestedSighash('ALL', 'ordinals')).toBe(1)
    expect(requestedSighash('DEFAULT', 'ordinals')).toBe(0)
  })

  it('refuse, with 4200, flags that let others change the transaction and ones that do not exist', () => {
    for (const [value, purpose] of [
      [2, 'payment'],
      ['SINGLE', 'ordinals'],
      [0x81, 'ordinals'],
      [0, 'payment'],
      ['all', 'payment'],
      [null, 'ordinals'],
    ] as const) {
      expect(() => requestedSighash(value, purpose)).toThrow(expect.objectContaining({ code: 4200 }))
    }
    expect(() => requestedSighash(3, 'payment')).toThrow('signs with sighash ALL (1) only, not 3.')
  })
})
