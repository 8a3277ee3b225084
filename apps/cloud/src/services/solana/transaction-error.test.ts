import { getSolanaErrorFromTransactionError, SOLANA_ERROR__TRANSACTION_ERROR__UNKNOWN } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { describeTransactionError, toTransactionError } from './transaction-error.js'
import { INSTRUCTION_ERRORS, TRANSACTION_ERRORS } from './transaction-error-names.js'

/** LiteSVM's error objects, by their class names (what toTransactionError reads). */
function liteSvmError(className: string, fields: object): never {
  const Class = { [className]: class {} }[className]!
  return Object.assign(new Class(), fields) as never
}

describe('toTransactionError', () => {
  it('names LiteSVM’s fieldless errors as Solana does', () => {
    expect(toTransactionError(7 as never)).toBe('BlockhashNotFound')
    expect(toTransactionError(2 as never)).toBe('AccountNotFound')
  })

  it('writes the errors with fields in Solana’s JSON shapes', () => {
    const custom = liteSvmError('TransactionErrorInstructionError', {
      index: 0,
      err: () => liteSvmError('InstructionErrorCustom', { code: 1 }),
    })
    expect(toTransactionError(custom)).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const named = liteSvmError('TransactionErrorInstructionError', { index: 2, err: () => 7 })
    expect(toTransactionError(named)).toEqual({ InstructionError: [2, 'MissingRequiredSignature'] })
    expect(
      toTransactionError(liteSvmError('TransactionErrorInsufficientFundsForRent', { accountIndex: 1 })),
    ).toEqual({
      InsufficientFundsForRent: { account_index: 1 },
    })
    expect(toTransactionError(liteSvmError('TransactionErrorDuplicateInstruction', { index: 3 }))).toEqual({
      DuplicateInstruction: 3,
    })
  })

  it('uses only names @solana/kit knows (but the two newest, which kit 8.4 predates)', () => {
    const newer = new Set(['ProgramCacheHitMaxLimit', 'CommitCancelled'])
    for (const { name } of TRANSACTION_ERRORS.filter((entry) => !newer.has(entry.name))) {
      expect(getSolanaErrorFromTransactionError(name).context.__code).not.toBe(
        SOLANA_ERROR__TRANSACTION_ERROR__UNKNOWN,
      )
    }
    for (const { name } of INSTRUCTION_ERRORS) {
      const error = getSolanaErrorFromTransactionError({ InstructionError: [0, name] })
      expect(error.message).not.toMatch(/unknown/i)
    }
  })
})

describe('describeTransactionError', () => {
  it('prints errors as Solana’s nodes do', () => {
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found')
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(describeTransactionError({ InstructionError: [1, 'InvalidAccountData'] })).toBe(
      'Error processing Instruction 1: invalid account data for instruction',
    )
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
  })
})
