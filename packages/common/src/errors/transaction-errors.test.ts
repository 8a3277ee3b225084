import { describe, expect, it } from 'vitest'
import {
  InsufficientBalanceError,
  InvalidAddressError,
  SendDetailsMissingError,
  SendInProgressError,
  SendTokenMissingError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionRevertedError,
  WaitForReceiptTimeoutError,
} from './transaction-errors.js'

describe('transaction errors (spec §5, §8)', () => {
  it.each([
    [new SendDetailsMissingError(), 'An amount and receiver address are required', 'SEND_DETAILS_MISSING'],
    [new SendTokenMissingError(), 'A token is required', 'SEND_TOKEN_MISSING'],
    [new SendInProgressError(), 'A send is already under way', 'SEND_IN_PROGRESS'],
    [new InvalidAddressError(), 'Invalid address', 'INVALID_ADDRESS'],
    [new InsufficientBalanceError(), 'Insufficient balance', 'INSUFFICIENT_BALANCE'],
    [new TransactionNotFoundError(), 'Transaction not found', 'TRANSACTION_NOT_FOUND'],
    [new TransactionReceiptNotFoundError(), 'Transaction receipt not found', 'TRANSACTION_RECEIPT_NOT_FOUND'],
    [
      new WaitForReceiptTimeoutError(),
      'Timed out while waiting for the transaction to be confirmed',
      'WAIT_FOR_RECEIPT_TIMEOUT',
    ],
  ])('%s says its spec message with its code', (error, message, code) => {
    expect(error).toMatchObject({ message, code })
  })

  it('a revert says its decoded reason, or unknown reason', () => {
    expect(new TransactionRevertedError('Ownable: caller is not the owner')).toMatchObject({
      message: 'Transaction reverted: Ownable: caller is not the owner',
      reason: 'Ownable: caller is not the owner',
      code: 'TRANSACTION_REVERTED',
    })
    expect(new TransactionRevertedError(undefined).message).toBe('Transaction reverted: unknown reason')
  })
})
