import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, shortenAddress } from './address.js'
import { isAddressForNamespace } from './namespace-address.js'
import { isSameAddress } from './same-address.js'
import { EVM, SOLANA } from './test-utils/addresses.js'
import { anyInput } from './test-utils/arbitraries.js'

describe('isEvmAddress', () => {
  it.each([EVM, EVM.toLowerCase(), EVM.slice(2), `0x${'0'.repeat(40)}`])('accepts %s', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([`${EVM}0`, EVM.slice(0, -1), `0X${EVM.slice(2)}`, `0x${'g'.repeat(40)}`, ` ${EVM}`, '', null, 42])(
    'rejects %o',
    (value) => {
      expect(isEvmAddress(value)).toBe(false)
    },
  )
})

describe('isSameAddress', () => {
  it('compares EVM addresses ignoring case and the 0x prefix', () => {
    expect(isSameAddress(EVM, EVM.toLowerCase())).toBe(true)
    expect(isSameAddress(EVM.toUpperCase().replace('0X', '0x'), EVM.slice(2))).toBe(true)
    expect(isSameAddress(EVM, `0x${'0'.repeat(40)}`)).toBe(false)
  })

  it('compares other addresses exactly', () => {
    expect(isSameAddress(SOLANA, SOLANA)).toBe(true)
    expect(isSameAddress(SOLANA, SOLANA.toLowerCase())).toBe(false)
  })

  it('is false for missing values', () => {
    expect(isSameAddress('', '')).toBe(false)
    expect(isSameAddress(undefined, undefined)).toBe(false)
    expect(isSameAddress(EVM, null)).toBe(false)
  })

  it('never throws', () => {
    fc.assert(
      fc.property(anyInput([EVM, SOLANA]), anyInput([EVM]), (a, b) => {
        expect(typeof isSameAddress(a, b)).toBe('boolean')
        for (const namespace of ['eip155', 'solana', 'bip122', 'sui'] as const) {
          expect(typeof isAddressForNamespace(namespace, a)).toBe('boolean')
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('shortenAddress', () => {
  it('keeps 0x, the first 4 and the last 4 characters', () => {
    expect(shortenAddress(EVM)).toBe('0xf39F…2266')
    expect(shortenAddress(SOLANA)).toBe('9WzD…AWWM')
  })

  it('takes other head and tail lengths', () => {
    expect(shortenAddress(EVM, 6, 6)).toBe('0xf39Fd6…b92266')
    expect(shortenAddress(EVM, 0, 4)).toBe('0x…2266')
    expect(shortenAddress(EVM, 4, 0)).toBe('0xf39F…')
    expect(shortenAddress(EVM, -3, 2.9)).toBe('0x…66')
    expect(shortenAddress(EVM, Number.NaN, 4)).toBe('0x…2266')
  })

  it('leaves short values alone', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789')
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi')
    expect(shortenAddress('abcdefghij')).toBe('abcd…ghij')
    expect(shortenAddress('')).toBe('')
    expect(shortenAddress(undefined as unknown as string)).toBe('')
  })
})
