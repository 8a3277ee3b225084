import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// What can go wrong between "Send" and a mined transaction (spec §5 and §8), one class each.

export class SendDetailsMissingError extends AppKitError {
  override name = 'SendDetailsMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('An amount and receiver address are required', { ...options, code: 'SEND_DETAILS_MISSING' })
  }
}

export class SendTokenMissingError extends AppKitError {
  override name = 'SendTokenMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('A token is required', { ...options, code: 'SEND_TOKEN_MISSING' })
  }
}

export class InvalidAddressError extends AppKitError {
  override name = 'InvalidAddressError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid address', { ...options, code: 'INVALID_ADDRESS' })
  }
}

/** The amount is more than the account holds of that token (checked before asking the wallet). */
export class InsufficientBalanceError extends AppKitError {
  override name = 'InsufficientBalanceError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Insufficient balance', { ...options, code: 'INSUFFICIENT_BALANCE' })
  }
}

export class TransactionNotFoundError extends AppKitError {
  override name = 'TransactionNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Transaction not found', { ...options, code: 'TRANSACTION_NOT_FOUND' })
  }
}

export class TransactionReceiptNotFoundError extends AppKitError {
  override name = 'TransactionReceiptNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Transaction receipt not found', { ...options, code: 'TRANSACTION_RECEIPT_NOT_FOUND' })
  }
}

/** Mined, and reverted: `reason` when the revert data decodes, else 'unknown reason'. */
export class TransactionRevertedError extends AppKitError {
  override name = 'TransactionRevertedError'
  readonly reason: string
  constructor(reason: string | undefined, options?: AppKitErrorSubclassOptions) {
    super(`Transaction reverted: ${reason || 'unknown reason'}`, { ...options, code: 'TRANSACTION_REVERTED' })
    this.reason = reason || 'unknown reason'
  }
}

export class WaitForReceiptTimeoutError extends AppKitError {
  override name = 'WaitForReceiptTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Timed out while waiting for the transaction to be confirmed', {
      ...options,
      code: 'WAIT_FOR_RECEIPT_TIMEOUT',
    })
  }
}
