import { describe, expect, it } from 'vitest'
import { parseChainId, toHexChainId } from './chain-id.js'

describe('parseChainId', () => {
  it('reads hex, decimal strings and numbers', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId(1)).toBe(1)
  })

  it.each([
    ['0x'],
    [''],
    ['abc'],
    ['0x1zz'],
    ['12abc'],
    [' 0x1'],
    ['0x1 '],
    ['1e3'],
    ['0x-1'],
    [0],
    [-1],
    [1.5],
    [null],
    [undefined],
    [{}],
  ])('rejects %j', (value) => {
    expect(() => parseChainId(value)).toThrow(
      expect.objectContaining({
        message: 'Invalid wallet response',
        details: `Invalid chain id from wallet: ${String(value)}`,
      }),
    )
  })
})

describe('toHexChainId', () => {
  it('writes a hex quantity without leading zeros', () => {
    expect(toHexChainId(31337)).toBe('0x7a69')
    expect(toHexChainId('1')).toBe('0x1')
  })
})
