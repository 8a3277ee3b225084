import { describeValue } from '../internal/describe-value.js'
import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

/**
 * A CAIP-2 network id or CAIP-10 address did not parse. The message varies with what was parsed
 * (spec §8: 'Invalid CAIP Address', 'Invalid CAIP-10 address: …', 'Invalid CAIP-2 network id: …').
 */
export class CaipError extends AppKitError<'INVALID_CAIP'> {
  override name = 'CaipError'
  constructor(message: string, options?: AppKitErrorSubclassOptions) {
    super(message, { ...options, code: 'INVALID_CAIP' })
  }
}

/** A string is not a decimal number (see `assertDecimal` for the accepted forms). */
export class InvalidDecimalError extends AppKitError<'INVALID_DECIMAL'> {
  override name = 'InvalidDecimalError'
  constructor(value: unknown, options?: AppKitErrorSubclassOptions) {
    super(`Number ${describeValue(value)} is not a valid decimal number.`, {
      ...options,
      code: 'INVALID_DECIMAL',
    })
  }
}

/** A token's decimals must be an integer from 0 to 255 (ERC-20 stores them in a uint8). */
export class InvalidDecimalsError extends AppKitError<'INVALID_DECIMALS'> {
  override name = 'InvalidDecimalsError'
  constructor(decimals: unknown, options?: AppKitErrorSubclassOptions) {
    super(`Decimals ${describeValue(decimals)} must be an integer from 0 to 255.`, {
      ...options,
      code: 'INVALID_DECIMALS',
    })
  }
}
