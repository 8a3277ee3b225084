import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { Execution } from './execute.js'
import { formatTransaction } from './format-transaction.js'
import type { LandedTransaction } from './ledger.js'
import { labSigner, signedTransfer } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const BLOCKHASH = '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ'
const RECEIVER = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'

const execution: Execution = {
  landed: true,
  err: { InstructionError: [0, { Custom: 1 }] },
  logs: ['Program 11111111111111111111111111111111 invoke [1]'],
  unitsConsumed: 150n,
  innerInstructions: [
    { index: 0, instructions: [{ programIdIndex: 2, accounts: [0, 1], data: '3Bxs', stackHeight: 2 }] },
  ],
  returnData: null,
  fee: 5000n,
  preBalances: [10n, 0n, 1n],
  postBalances: [5n, 0n, 1n],
  preTokenBalances: [],
  postTokenBalances: [],
}

async function landed(): Promise<LandedTransaction> {
  const payer = await labSigner(0)
  const wire = parseWireTransaction(await signedTransfer(payer, RECEIVER as never, 1n, BLOCKHASH))
  return { signature: wire.signature, slot: 9, blockTime: 1_700_000_000, wire, execution }
}

describe('formatTransaction', () => {
  it('answers json with the meta of a failed transaction', async () => {
    const transaction = await landed()
    const answer = formatTransaction(transaction, 'json', true)
    expect(answer).toMatchObject({
      slot: 9,
      blockTime: 1_700_000_000,
      version: 0,
      meta: {
        err: execution.err,
        status: { Err: execution.err },
        fee: 5000n,
        preBalances: [10n, 0n, 1n],
        postBalances: [5n, 0n, 1n],
        logMessages: execution.logs,
        innerInstructions: execution.innerInstructions,
        loadedAddresses: { readonly: [], writable: [] },
        computeUnitsConsumed: 150n,
      },
      transaction: {
        signatures: [transaction.signature],
        message: {
          accountKeys: [
            transaction.wire.message.staticAccounts[0],
            RECEIVER,
            '11111111111111111111111111111111',
          ],
          recentBlockhash: BLOCKHASH,
          instructions: [{ programIdIndex: 2, accounts: [0, 1], stackHeight: null }],
        },
      },
    })
    expect('returnData' in answer.meta).toBe(false)
    expect(Object.keys(answer)).toEqual(['slot', 'transaction', 'meta', 'version', 'blockTime'])
  })

  it('answers jsonParsed with account keys and instructions by address', async () => {
    const transaction = await landed()
    const answer = formatTransaction(transaction, 'jsonParsed', false) as {
      transaction: { message: { accountKeys: unknown[]; instructions: unknown[] } }
      meta: { innerInstructions: unknown[] }
    }
    const payer = transaction.wire.message.staticAccounts[0]
    expect(answer.transaction.message.accountKeys).toEqual([
      { pubkey: payer, signer: true, source: 'transaction', writable: true },
      { pubkey: RECEIVER, signer: false, source: 'transaction', writable: true },
      { pubkey: '11111111111111111111111111111111', signer: false, source: 'transaction', writable: false },
    ])
    expect(answer.transaction.message.instructions).toEqual([
      {
        accounts: [payer, RECEIVER],
        data: expect.any(String),
        programId: '11111111111111111111111111111111',
        stackHeight: null,
      },
    ])
    expect(answer.meta.innerInstructions).toEqual([
      {
        index: 0,
        instructions: [
          {
            accounts: [payer, RECEIVER],
            data: '3Bxs',
            programId: '11111111111111111111111111111111',
            stackHeight: 2,
          },
        ],
      },
    ])
    expect('version' in answer).toBe(false)
  })

  it('answers the wire bytes in base64 and base58', async () => {
    const transaction = await landed()
    expect(formatTransaction(transaction, 'base64', false).transaction).toEqual([
      Buffer.from(transaction.wire.bytes).toString('base64'),
      'base64',
    ])
    expect(formatTransaction(transaction, 'base58', false).transaction).toEqual([
      getBase58Decoder().decode(transaction.wire.bytes),
      'base58',
    ])
  })
})
