import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import { CaipError, InvalidDecimalError, InvalidDecimalsError } from './validation-errors.js'

describe('validation errors', () => {
  it('CaipError keeps the given message', () => {
    const error = new CaipError('Invalid CAIP Address')
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe('CaipError')
    expect(error.message).toBe('Invalid CAIP Address')
    expect(error.code).toBe('INVALID_CAIP')
  })

  it('InvalidDecimalError names the value', () => {
    const error = new InvalidDecimalError('1e5')
    expect(error.name).toBe('InvalidDecimalError')
    expect(error.message).toBe('Number 1e5 is not a valid decimal number.')
    expect(error.code).toBe('INVALID_DECIMAL')
  })

  it('InvalidDecimalsError names the decimals', () => {
    const error = new InvalidDecimalsError(-1)
    expect(error.name).toBe('InvalidDecimalsError')
    expect(error.message).toBe('Decimals -1 must be an integer from 0 to 255.')
    expect(error.code).toBe('INVALID_DECIMALS')
  })

  it('keeps details and cause but never lets options override the code', () => {
    const cause = new Error('inner')
    const error = new CaipError('Invalid CAIP Address', { details: 'd', cause })
    expect(error.details).toBe('d')
    expect(error.cause).toBe(cause)
    expect(error.code).toBe('INVALID_CAIP')
  })
})
