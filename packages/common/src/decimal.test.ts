import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertDecimal, formatBalance, formatUnits, isDecimal, parseUnits, toSendValue } from './decimal.js'
import { InvalidDecimalError, InvalidDecimalsError } from './errors/validation-errors.js'
import { anyInput } from './test-utils/arbitraries.js'
import { catchError, thrownMessage } from './test-utils/catch-error.js'

const VALID = [
  '0',
  '1',
  '-1',
  '0.5',
  '-0.5',
  '10.',
  '.5',
  '-.5',
  '007',
  '-0',
  '123456789012345678901234567890.1',
]
const INVALID = [
  '',
  '.',
  '-',
  '-.',
  '+1',
  '1e5',
  '1E-7',
  '1,5',
  ' 1',
  '1 ',
  '1.2.3',
  '--1',
  '0x10',
  'NaN',
  '١',
]

describe('assertDecimal', () => {
  it.each(VALID)('accepts %o', (value) => {
    expect(assertDecimal(value)).toBe(value)
    expect(isDecimal(value)).toBe(true)
  })

  it.each(INVALID)('rejects %o', (value) => {
    expect(catchError(() => assertDecimal(value))).toBeInstanceOf(InvalidDecimalError)
    expect(thrownMessage(() => assertDecimal(value))).toBe(`Number ${value} is not a valid decimal number.`)
    expect(isDecimal(value)).toBe(false)
  })

  it('rejects non-strings from untyped callers', () => {
    const untyped = assertDecimal as (value: unknown) => string
    expect(thrownMessage(() => untyped(1))).toBe('Number 1 is not a valid decimal number.')
    expect(thrownMessage(() => untyped(undefined))).toBe('Number undefined is not a valid decimal number.')
    expect(isDecimal(1)).toBe(false)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1', 18, 1_000_000_000_000_000_000n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['-1.5', 6, -1_500_000n],
    ['0.000001', 6, 1n],
    ['.5', 1, 5n],
    ['10.', 2, 1000n],
    ['007.10', 2, 710n],
    ['0', 0, 0n],
    ['-0', 18, 0n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
  ] as const)('parses %s with %i decimals', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it('cuts fraction digits beyond the decimals instead of rounding', () => {
    expect(parseUnits('1.2345679', 6)).toBe(1_234_567n)
    expect(parseUnits('0.0000009', 6)).toBe(0n)
    expect(parseUnits('-1.9999999', 6)).toBe(-1_999_999n)
  })

  it('rejects invalid numbers and decimals', () => {
    expect(thrownMessage(() => parseUnits('1e18', 18))).toBe('Number 1e18 is not a valid decimal number.')
    expect(catchError(() => parseUnits('1', -1))).toBeInstanceOf(InvalidDecimalsError)
    expect(thrownMessage(() => parseUnits('1', 1.5))).toBe('Decimals 1.5 must be an integer from 0 to 255.')
    expect(thrownMessage(() => parseUnits('1', 256))).toBe('Decimals 256 must be an integer from 0 to 255.')
  })

  it('round-trips with formatUnits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.nat({ max: 30 }),
        (units, decimals) => {
          expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('formatUnits', () => {
  it.each([
    [1_000_000_000_000_000_000n, 18, '1'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [-1_500_000n, 6, '-1.5'],
    [-1n, 2, '-0.01'],
    [0n, 18, '0'],
    [1234n, 0, '1234'],
    [10n ** 40n, 18, '10000000000000000000000'],
  ] as const)('formats %s with %i decimals', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('rejects bad decimals and non-bigints', () => {
    expect(catchError(() => formatUnits(1n, -1))).toBeInstanceOf(InvalidDecimalsError)
    const untyped = formatUnits as (value: unknown, decimals: number) => string
    expect(thrownMessage(() => untyped(1.5, 2))).toBe('Number 1.5 is not a valid decimal number.')
  })
})

describe('formatBalance', () => {
  it.each([
    ['10000', '10000'],
    ['1.23456', '1.234'],
    ['1.2399', '1.239'],
    ['0.0009', '0'],
    ['-0.0009', '0'],
    ['-1.2349', '-1.234'],
    ['1.100', '1.1'],
    ['2.000', '2'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['10.', '10'],
    ['007.25', '7.25'],
    ['-0', '0'],
    ['123456789012345678901234567890.9999', '123456789012345678901234567890.999'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected)
  })

  it('takes another number of decimals', () => {
    expect(formatBalance('1.23456', { decimals: 2 })).toBe('1.23')
    expect(formatBalance('1.99', { decimals: 0 })).toBe('1')
    expect(catchError(() => formatBalance('1', { decimals: -1 }))).toBeInstanceOf(InvalidDecimalsError)
  })

  it.each(['', 'abc', '1e-7', '1,000.5'])('rejects %o', (value) => {
    expect(catchError(() => formatBalance(value))).toBeInstanceOf(InvalidDecimalError)
    expect(thrownMessage(() => formatBalance(value))).toBe(`Number ${value} is not a valid decimal number.`)
  })
})

describe('toSendValue', () => {
  it.each([
    ['1.5', '1.5'],
    [' 2 ', '2'],
    ['10.', '10.'],
    ['.5', '.5'],
    ['0', '0'],
  ])('keeps the number %o as %o', (input, expected) => {
    expect(toSendValue(input)).toBe(expected)
  })

  it.each(['', 'abc', '1e5', '-1', '-0.5', '.', '1,5', 'NaN'])('turns %o into 0', (input) => {
    expect(toSendValue(input)).toBe('0')
  })

  it('turns non-strings into 0', () => {
    expect(toSendValue(undefined as unknown as string)).toBe('0')
  })
})

describe('decimal parsers under fuzzing', () => {
  const examples = [...VALID, '1.5', '0.000000000000000001', '-42.42']

  it.each([
    ['assertDecimal', (value: unknown) => assertDecimal(value as string)],
    ['parseUnits', (value: unknown) => parseUnits(value as string, 18)],
    ['formatBalance', (value: unknown) => formatBalance(value as string)],
  ] as const)('%s returns or throws InvalidDecimalError for any value', (_, parse) => {
    let returned = 0
    fc.assert(
      fc.property(anyInput(examples), (value) => {
        try {
          parse(value)
          returned++
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidDecimalError)
        }
      }),
      { numRuns: 500 },
    )
    expect(returned).toBeGreaterThan(0)
  })

  it('toSendValue always returns a non-negative decimal', () => {
    fc.assert(
      fc.property(anyInput(examples), (value) => {
        const result = toSendValue(value as string)
        expect(isDecimal(result) && !result.startsWith('-')).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
