import { describe, expect, it } from 'vitest'
import {
  alreadyInChain,
  badSignature,
  feeTooLow,
  inBelowOut,
  missingOrSpent,
  RPC_CODE,
  TransactionRejectedError,
} from './tx-rejection.js'

describe('TransactionRejectedError', () => {
  it('carries Bitcoin Core’s code and reject reason, and a message for people', () => {
    const error = badSignature(2, 'the ECDSA signature does not match')
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect(error).toMatchObject({
      name: 'TransactionRejectedError',
      code: RPC_CODE.rejected,
      reason: 'mandatory-script-verify-flag-failed',
      message: 'mandatory-script-verify-flag-failed (input 2: the ECDSA signature does not match)',
    })
  })

  it('writes amounts the way Bitcoin Core does', () => {
    expect(inBelowOut(100_000n, 250_000_000n).message).toBe(
      'bad-txns-in-belowout, value in (0.001) < value out (2.5)',
    )
    expect(feeTooLow(99n, 141n).message).toBe('min relay fee not met, 99 < 141')
  })

  it('answers -25 for a missing input and -27 for a confirmed transaction', () => {
    expect(missingOrSpent(['ab:0']).code).toBe(-25)
    expect(alreadyInChain()).toMatchObject({ code: -27, message: 'Transaction already in block chain' })
  })
})
