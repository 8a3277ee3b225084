import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address, generateKeyPairSigner, getBase58Decoder } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blockhashAt, MAX_PROCESSING_AGE } from './blockhashes.js'
import { LAMPORTS_PER_SOL } from './lab-chain.js'
import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'
import {
  callMethod,
  labSigner,
  refusal,
  signedTransfer,
  startTestChain,
  toBase64,
} from './svm.test-helper.js'

const [alice, bob] = SOLANA_TEST_ACCOUNTS
const GENESIS = 100 * Number(LAMPORTS_PER_SOL)
let now: number
let chain: SolanaChain
let close: () => void

beforeEach(async () => {
  now = 1_700_000_000_000
  ;({ chain, close } = await startTestChain(() => now))
})
afterEach(() => close())

const transfer = async (lamports: bigint, blockhash = chain.latestBlockhash().blockhash) =>
  signedTransfer(await labSigner(0), address(bob.address), lamports, blockhash)
const balance = async (at: string) => (await callMethod(chain, 'getBalance', [at])).value
const status = async (signature: string) =>
  (await callMethod(chain, 'getSignatureStatuses', [[signature]])).value[0]

describe('sendTransaction', () => {
  it('lands a transaction sent in base64 or base58 (the default) and answers its signature', async () => {
    const first = await transfer(1000n)
    const signature = await callMethod(chain, 'sendTransaction', [toBase64(first), { encoding: 'base64' }])
    expect(await status(signature)).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const second = await transfer(2000n)
    await callMethod(chain, 'sendTransaction', [getBase58Decoder().decode(second)])
    expect(await balance(bob.address)).toBe(GENESIS + 3000)
  })

  it('refuses a transaction whose preflight fails, with -32002, the error and the logs', async () => {
    const bytes = await transfer(1000n * LAMPORTS_PER_SOL)
    const error = await refusal(chain, 'sendTransaction', [toBase64(bytes), { encoding: 'base64' }])
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] }, accounts: null, fee: null },
    })
    expect((error.data as { logs: string[] }).logs.join('\n')).toMatch(/insufficient lamports/)
    // Refused before it ran: no fee was taken.
    expect(await balance(alice.address)).toBe(GENESIS)
  })

  it('refuses a stale blockhash and a duplicate in preflight, and drops them when it is skipped', async () => {
    const stale = await transfer(1n, blockhashAt(0))
    now += (MAX_PROCESSING_AGE + 1) * SLOT_MS
    const params = [toBase64(stale), { encoding: 'base64' }]
    expect(await refusal(chain, 'sendTransaction', params)).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [] },
    })
    const dropped = await callMethod(chain, 'sendTransaction', [
      toBase64(stale),
      { encoding: 'base64', skipPreflight: true },
    ])
    expect(await status(dropped)).toBeNull()

    const fresh = toBase64(await transfer(5n))
    await callMethod(chain, 'sendTransaction', [fresh, { encoding: 'base64' }])
    expect((await refusal(chain, 'sendTransaction', [fresh, { encoding: 'base64' }])).message).toBe(
      'Transaction simulation failed: This transaction has already been processed',
    )
  })

  it('refuses a bad signature with -32003, and lands a failing transaction when preflight is skipped', async () => {
    const forged = await transfer(1n)
    forged[5] = (forged[5] ?? 0) ^ 1
    expect(await refusal(chain, 'sendTransaction', [toBase64(forged), { encoding: 'base64' }])).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    const failing = await transfer(1000n * LAMPORTS_PER_SOL)
    const signature = await callMethod(chain, 'sendTransaction', [
      toBase64(failing),
      { encoding: 'base64', skipPreflight: true, preflightCommitment: 'processed', maxRetries: 0 },
    ])
    expect(await status(signature)).toEqual({
      slot: 0,
      confirmations: null,
      err: { InstructionError: [0, { Custom: 1 }] },
      status: { Err: { InstructionError: [0, { Custom: 1 }] } },
      confirmationStatus: 'finalized',
    })
    expect(await balance(alice.address)).toBe(GENESIS - 5000)
  })

  it('refuses what is not a transaction with -32602', async () => {
    for (const [encoded, encoding] of [
      ['not base64!', 'base64'],
      ['AAAA', 'base64'],
      ['0OIl', 'base58'],
      [42, 'base64'],
      ['A'.repeat(2000), 'base64'],
    ]) {
      expect((await refusal(chain, 'sendTransaction', [encoded, { encoding }])).code).toBe(-32602)
    }
    expect((await refusal(chain, 'sendTransaction', ['AAAA', { encoding: 'hex' }])).code).toBe(-32602)
  })
})

describe('simulateTransaction', () => {
  it('answers what the transaction would do, and changes nothing', async () => {
    const bytes = await transfer(7n)
    const { value } = await callMethod(chain, 'simulateTransaction', [
      toBase64(bytes),
      { encoding: 'base64', sigVerify: true, accounts: { addresses: [bob.address], encoding: 'base64' } },
    ])
    expect(value).toMatchObject({
      err: null,
      accounts: [{ lamports: GENESIS + 7, owner: '11111111111111111111111111111111' }],
      fee: 5000,
      preBalances: [GENESIS, GENESIS, 1],
      postBalances: [GENESIS - 5007, GENESIS + 7, 1],
      replacementBlockhash: null,
      innerInstructions: null,
      loadedAddresses: { readonly: [], writable: [] },
    })
    expect(value.unitsConsumed).toBeGreaterThan(0)
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(await balance(bob.address)).toBe(GENESIS)
  })

  it('replaces a stale blockhash when asked, but not together with sigVerify', async () => {
    const stale = toBase64(await transfer(7n, blockhashAt(0)))
    now += (MAX_PROCESSING_AGE + 1) * SLOT_MS
    expect((await callMethod(chain, 'simulateTransaction', [stale, { encoding: 'base64' }])).value.err).toBe(
      'BlockhashNotFound',
    )
    const replaced = await callMethod(chain, 'simulateTransaction', [
      stale,
      { encoding: 'base64', replaceRecentBlockhash: true },
    ])
    expect(replaced.value.err).toBeNull()
    expect(replaced.value.replacementBlockhash).toEqual(chain.latestBlockhash())
    expect(
      (
        await refusal(chain, 'simulateTransaction', [
          stale,
          { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
        ])
      ).code,
    ).toBe(-32602)
  })

  it('skips signature checks unless sigVerify', async () => {
    const forged = await transfer(1n)
    forged[5] = (forged[5] ?? 0) ^ 1
    const encoded = toBase64(forged)
    expect(
      (await callMethod(chain, 'simulateTransaction', [encoded, { encoding: 'base64' }])).value.err,
    ).toBeNull()
    expect(
      (await callMethod(chain, 'simulateTransaction', [encoded, { encoding: 'base64', sigVerify: true }]))
        .value.err,
    ).toBe('SignatureFailure')
  })
})

describe('requestAirdrop', () => {
  it('pays SOL from the faucet and answers the signature, up to 1000 SOL a request', async () => {
    const stranger = await generateKeyPairSigner()
    const signature = await callMethod(chain, 'requestAirdrop', [stranger.address, 1_500_000_000])
    expect(await status(signature)).toMatchObject({ err: null })
    expect(await balance(stranger.address)).toBe(1_500_000_000)
    expect((await refusal(chain, 'requestAirdrop', [stranger.address, 0])).code).toBe(-32602)
    expect((await refusal(chain, 'requestAirdrop', [stranger.address, 1001 * 1e9])).code).toBe(-32602)
    expect((await refusal(chain, 'requestAirdrop', ['nope', 1])).code).toBe(-32602)
  })

  it('pays two equal requests in one slot, each its own transaction', async () => {
    const stranger = await generateKeyPairSigner()
    const first = await callMethod(chain, 'requestAirdrop', [stranger.address, 1_000_000_000])
    const second = await callMethod(chain, 'requestAirdrop', [stranger.address, 1_000_000_000])
    expect(second).not.toBe(first)
    expect(await status(second)).toMatchObject({ err: null })
    expect(await balance(stranger.address)).toBe(2_000_000_000)
    // Landed by the SVM, compute-budget instruction and all, at the usual fee.
    expect(chain.transaction(second)?.execution).toMatchObject({ err: null, fee: 5000n })
  })
})
