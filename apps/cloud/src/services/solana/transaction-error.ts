import type { FailedTransactionMetadata } from 'litesvm'
import { INSTRUCTION_ERRORS, TRANSACTION_ERRORS } from './transaction-error-names.js'

/**
 * A transaction error as Solana's RPC writes it: a variant name ("BlockhashNotFound") or a one-key
 * object ({ "InstructionError": [0, { "Custom": 1 }] }). Clients such as @solana/kit turn exactly
 * these shapes into their typed errors.
 */
export type TransactionError = string | Record<string, unknown>

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

/** LiteSVM's error object → the RPC shape. */
export function toTransactionError(error: LiteSvmError): TransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error]?.name ?? 'UnknownError'
  // LiteSVM's error classes share no tag field; their class names say which variant it is.
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const { index } = error as { index: number }
      return { InstructionError: [index, toInstructionError((error as { err(): unknown }).err())] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: (error as { index: number }).index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: (error as { accountIndex: number }).accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return {
        ProgramExecutionTemporarilyRestricted: {
          account_index: (error as { accountIndex: number }).accountIndex,
        },
      }
    default:
      return 'UnknownError'
  }
}

function toInstructionError(error: unknown): TransactionError {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error]?.name ?? 'GenericError'
  if (typeof error === 'object' && error !== null) {
    if ('code' in error) return { Custom: Number((error as { code: number }).code) }
    if ('msg' in error) return { BorshIoError: String((error as { msg: string }).msg) }
  }
  return 'GenericError'
}

/** The error as Solana's nodes print it, e.g. in "Transaction simulation failed: <this>". */
export function describeTransactionError(error: TransactionError): string {
  if (typeof error === 'string') return describeName(TRANSACTION_ERRORS, error)
  const [variant, value] = Object.entries(error)[0] ?? ['', undefined]
  switch (variant) {
    case 'InstructionError': {
      const [index, inner] = value as [number, TransactionError]
      return `Error processing Instruction ${index}: ${describeInstructionError(inner)}`
    }
    case 'DuplicateInstruction':
      return `Transaction contains a duplicate instruction (${String(value)}) that is not allowed`
    case 'InsufficientFundsForRent':
      return `Transaction results in an account (${(value as { account_index: number }).account_index}) with insufficient funds for rent`
    case 'ProgramExecutionTemporarilyRestricted':
      return `Execution of the program referenced by account at index ${(value as { account_index: number }).account_index} is temporarily restricted.`
    default:
      return variant
  }
}

function describeInstructionError(error: TransactionError): string {
  if (typeof error === 'string') return describeName(INSTRUCTION_ERRORS, error)
  if ('Custom' in error) return `custom program error: 0x${Number(error.Custom).toString(16)}`
  if ('BorshIoError' in error)
    return `Failed to serialize or deserialize account data: ${String(error.BorshIoError)}`
  return 'generic instruction error'
}

function describeName(table: readonly { name: string; text: string }[], name: string): string {
  return table.find((entry) => entry.name === name)?.text ?? name
}
