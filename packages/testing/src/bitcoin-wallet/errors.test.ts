import { AppKitError, isUserRejection } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  BitcoinInvalidInputError,
  BitcoinUnauthorizedError,
  BitcoinUnsupportedMethodError,
  BitcoinUserRejectedError,
  BitcoinWalletError,
} from './errors.js'

describe('Bitcoin wallet errors', () => {
  it("reject like injected wallets: code 4001, 'User rejected the request.', which the SDK reads as a refusal", () => {
    const error = new BitcoinUserRejectedError()
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toBeInstanceOf(BitcoinWalletError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(isUserRejection(error)).toBe(true)
  })

  it('say what was wrong in the message and in details, with a numeric code', () => {
    expect(new BitcoinInvalidInputError('the message must be a Uint8Array')).toMatchObject({
      code: -32602,
      message: 'Invalid input: the message must be a Uint8Array',
      details: 'the message must be a Uint8Array',
    })
    expect(new BitcoinUnauthorizedError('connect first')).toMatchObject({ code: 4100 })
    const unsupported = new BitcoinUnsupportedMethodError('ECDSA needs a P2WPKH account')
    expect(unsupported).toMatchObject({ code: 4200, name: 'BitcoinUnsupportedMethodError' })
    expect(isUserRejection(unsupported)).toBe(false)
  })
})
