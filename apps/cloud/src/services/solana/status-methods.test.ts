import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaChain } from './solana-chain.js'
import {
  callMethod,
  labSigner,
  refusal,
  signedTransaction,
  signedTransfer,
  startTestChain,
  toBase64,
} from './svm.test-helper.js'

const [, bob] = SOLANA_TEST_ACCOUNTS
const UNKNOWN = '3siNGh2HGoCrGosYhBycT8fD8SC6vfVF3neFrb2Kzh5Dw3Yt6JvJ16mPXRAwWQhNrng1AhAfqckLYt5qkEY7P8AQ'

let chain: SolanaChain
let close: () => void
let v0: string
let legacy: string

beforeAll(async () => {
  ;({ chain, close } = await startTestChain())
  const payer = await labSigner(0)
  const send = async (bytes: Uint8Array) =>
    callMethod(chain, 'sendTransaction', [toBase64(bytes), { encoding: 'base64' }])
  v0 = await send(await signedTransfer(payer, address(bob.address), 10n, chain.latestBlockhash().blockhash))
  legacy = await send(
    await signedTransaction({
      payer,
      blockhash: chain.latestBlockhash().blockhash,
      version: 'legacy',
      instructions: [
        getTransferSolInstruction({ source: payer, destination: address(bob.address), amount: 20n }),
      ],
    }),
  )
})
afterAll(() => close())

describe('getSignatureStatuses', () => {
  it('answers each signature’s status in order, null for one that never landed', async () => {
    const { context, value } = await callMethod(chain, 'getSignatureStatuses', [
      [v0, UNKNOWN, legacy],
      { searchTransactionHistory: true },
    ])
    expect(context).toEqual({ apiVersion: '4.3.0', slot: expect.any(Number) })
    expect(value).toEqual([
      {
        slot: expect.any(Number),
        confirmations: null,
        err: null,
        status: { Ok: null },
        confirmationStatus: 'finalized',
      },
      null,
      expect.objectContaining({ err: null }),
    ])
  })

  it('refuses more than 256 signatures and what is not a signature', async () => {
    expect(await refusal(chain, 'getSignatureStatuses', [Array.from({ length: 257 }, () => v0)])).toEqual({
      code: -32602,
      message: 'Too many inputs provided; max 256',
    })
    expect((await refusal(chain, 'getSignatureStatuses', [['abc']])).code).toBe(-32602)
    expect((await refusal(chain, 'getSignatureStatuses', [v0])).code).toBe(-32602)
  })
})

describe('getTransaction', () => {
  it('answers a v0 transaction to a client that reads v0, with its fee and status', async () => {
    const answer = await callMethod(chain, 'getTransaction', [v0, { maxSupportedTransactionVersion: 0 }])
    expect(answer).toMatchObject({
      slot: expect.any(Number),
      blockTime: expect.any(Number),
      version: 0,
      meta: { err: null, status: { Ok: null }, fee: 5000, rewards: [], computeUnitsConsumed: 150 },
      transaction: {
        signatures: [v0],
        message: { addressTableLookups: [], recentBlockhash: expect.any(String) },
      },
    })
    expect(answer.meta.postBalances[1] - answer.meta.preBalances[1]).toBe(10)
  })

  it('refuses a v0 transaction to a client that did not say it reads v0, as Solana’s nodes do', async () => {
    expect((await refusal(chain, 'getTransaction', [v0])).code).toBe(-32015)
    const answer = await callMethod(chain, 'getTransaction', [legacy])
    expect(answer.version).toBeUndefined()
    expect(answer.transaction.message.addressTableLookups).toBeUndefined()
    expect(answer.transaction.message.header).toEqual({
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 1,
      numRequiredSignatures: 1,
    })
  })

  it('answers in base64, base58 and jsonParsed, null for an unknown signature', async () => {
    const base64 = await callMethod(chain, 'getTransaction', [legacy, { encoding: 'base64' }])
    expect(base64.transaction[1]).toBe('base64')
    expect((await callMethod(chain, 'getTransaction', [legacy, { encoding: 'base58' }])).transaction[1]).toBe(
      'base58',
    )
    const parsed = await callMethod(chain, 'getTransaction', [legacy, { encoding: 'jsonParsed' }])
    expect(parsed.transaction.message.accountKeys[0]).toEqual({
      pubkey: SOLANA_TEST_ACCOUNTS[0].address,
      signer: true,
      source: 'transaction',
      writable: true,
    })
    expect(parsed.transaction.message.instructions[0].programId).toBe('11111111111111111111111111111111')
    expect(await callMethod(chain, 'getTransaction', [UNKNOWN])).toBeNull()
  })

  it('refuses the processed commitment and versions other than 0', async () => {
    expect(await refusal(chain, 'getTransaction', [legacy, { commitment: 'processed' }])).toEqual({
      code: -32602,
      message: 'Method does not support commitment below `confirmed`',
    })
    expect(
      (await refusal(chain, 'getTransaction', [legacy, { maxSupportedTransactionVersion: 1 }])).code,
    ).toBe(-32602)
  })
})
