import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// What can go wrong between "Send" and a mined transaction (spec §5 and §8), one class each.

export class SendDetailsMissingError extends AppKitError<'SEND_DETAILS_MISSING'> {
  override name = 'SendDetailsMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('An amount and receiver address are required', { ...options, code: 'SEND_DETAILS_MISSING' })
  }
}

export class SendTokenMissingError extends AppKitError<'SEND_TOKEN_MISSING'> {
  override name = 'SendTokenMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('A token is required', { ...options, code: 'SEND_TOKEN_MISSING' })
  }
}

/** Send was asked again while the previous send was still waiting for the wallet or the chain. */
export class SendInProgressError extends AppKitError<'SEND_IN_PROGRESS'> {
  override name = 'SendInProgressError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('A send is already under way', { ...options, code: 'SEND_IN_PROGRESS' })
  }
}

/** A parameter is not an address of the namespace it is used with; `details` names the value. */
export class InvalidAddressError extends AppKitError<'INVALID_ADDRESS'> {
  override name = 'InvalidAddressError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid address', { ...options, code: 'INVALID_ADDRESS' })
  }
}

/** The amount is more than the account holds of that token (checked before asking the wallet). */
export class InsufficientBalanceError extends AppKitError<'INSUFFICIENT_BALANCE'> {
  override name = 'InsufficientBalanceError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Insufficient balance', { ...options, code: 'INSUFFICIENT_BALANCE' })
  }
}

export class TransactionNotFoundError extends AppKitError<'TRANSACTION_NOT_FOUND'> {
  override name = 'TransactionNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Transaction not found', { ...options, code: 'TRANSACTION_NOT_FOUND' })
  }
}

export class TransactionReceiptNotFoundError extends AppKitError<'TRANSACTION_RECEIPT_NOT_FOUND'> {
  override name = 'TransactionReceiptNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Transaction receipt not found', { ...options, code: 'TRANSACTION_RECEIPT_NOT_FOUND' })
  }
}

/** Mined, and reverted: `reason` when the revert data decodes, else 'unknown reason'. */
export class TransactionRevertedError extends AppKitError<'TRANSACTION_REVERTED'> {
  override name = 'TransactionRevertedError'
  readonly reason: string
  constructor(reason: string | undefined, options?: AppKitErrorSubclassOptions) {
    super(`Transaction reverted: ${reason || 'unknown reason'}`, { ...options, code: 'TRANSACTION_REVERTED' })
    this.reason = reason || 'unknown reason'
  }
}

export class WaitForReceiptTimeoutError extends AppKitError<'WAIT_FOR_RECEIPT_TIMEOUT'> {
  override name = 'WaitForReceiptTimeoutError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Timed out while waiting for the transaction to be confirmed', {
      ...options,
      code: 'WAIT_FOR_RECEIPT_TIMEOUT',
    })
  }
}
