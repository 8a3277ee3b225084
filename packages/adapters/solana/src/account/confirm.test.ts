import {
  type CaipNetwork,
  RECEIPT_POLL_MAX_MS,
  RECEIPT_POLL_MIN_MS,
  TransactionNotFoundError,
  TransactionRevertedError,
  WaitForReceiptTimeoutError,
} from '@appkit/common'
import { fakeClock } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeSolanaRpc, startFakeSolanaRpc } from '../test-utils/fake-solana-rpc.js'
import { waitForConfirmation } from './confirm.js'

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const network = (blockTime?: number) =>
  ({ ...testNetwork('x', 'solana'), ...(blockTime ? { blockTime } : {}) }) as CaipNetwork

/** The node's status of the signature at each poll, the last one repeated; 'fail' answers an error. */
function statuses(...answers: (Record<string, unknown> | null | 'fail')[]) {
  let poll = 0
  return () => {
    const status = answers[Math.min(poll++, answers.length - 1)]
    if (status === 'fail') throw new Error('node is catching up')
    return {
      context: { slot: 10 },
      value: [status ? { slot: 9, confirmations: null, err: null, ...status } : null],
    }
  }
}

const nodes: FakeSolanaRpc[] = []
afterEach(async () => {
  for (const node of nodes.splice(0)) await node.close()
})
async function node(getSignatureStatuses: () => unknown) {
  const started = await startFakeSolanaRpc({ getSignatureStatuses })
  nodes.push(started)
  return started
}

describe('waitForConfirmation', () => {
  it('polls the whole history until the status reaches the commitment asked', async () => {
    const rpc = await node(
      statuses(null, { confirmationStatus: 'processed' }, { confirmationStatus: 'confirmed' }),
    )
    const clock = fakeClock(1_000)
    await waitForConfirmation(
      rpc.url,
      { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 60_000, commitment: 'confirmed' },
      clock,
    )
    expect(rpc.paramsOf('getSignatureStatuses')).toEqual(
      Array(3).fill([[SIGNATURE], { searchTransactionHistory: true }]),
    )
    // Half of Solana's 400 ms blocks is below the floor: polls are the floor apart.
    expect(clock.slept).toEqual([RECEIPT_POLL_MIN_MS, RECEIPT_POLL_MIN_MS])
  })

  it('waits for finalized when that is asked, and takes any status for processed', async () => {
    const finalized = await node(
      statuses({ confirmationStatus: 'confirmed' }, { confirmationStatus: 'finalized' }),
    )
    const args = { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 60_000 }
    await waitForConfirmation(finalized.url, { ...args, commitment: 'finalized' }, fakeClock(1_000))
    expect(finalized.calls).toHaveLength(2)

    const processed = await node(statuses({ confirmationStatus: 'processed' }))
    await waitForConfirmation(processed.url, { ...args, commitment: 'processed' }, fakeClock(1_000))
    expect(processed.calls).toHaveLength(1)
  })

  it('polls as often as half the network’s block time, within the bounds', async () => {
    const args = { signature: SIGNATURE, timeoutMs: 60_000, commitment: 'confirmed' as const }
    const clock = fakeClock(1_000)
    const fast = await node(statuses(null, { confirmationStatus: 'finalized' }))
    await waitForConfirmation(fast.url, { ...args, caipNetwork: network(3_000) }, clock)
    const slow = await node(statuses(null, { confirmationStatus: 'finalized' }))
    await waitForConfirmation(slow.url, { ...args, caipNetwork: network(600_000) }, clock)
    expect(clock.slept).toEqual([1_500, RECEIPT_POLL_MAX_MS])
  })

  it('throws the chain’s error of a failed transaction as TransactionRevertedError', async () => {
    const err = { InstructionError: [0, { Custom: 1 }] }
    const rpc = await node(statuses({ confirmationStatus: 'processed', err }))
    const waiting = waitForConfirmation(
      rpc.url,
      { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 60_000, commitment: 'finalized' },
      fakeClock(1_000),
    )
    await expect(waiting).rejects.toBeInstanceOf(TransactionRevertedError)
    await expect(waiting).rejects.toMatchObject({
      code: 'TRANSACTION_REVERTED',
      reason: JSON.stringify(err),
      details: SIGNATURE,
    })
    expect(rpc.calls).toHaveLength(1)
  })

  it('a transaction the cluster never showed, by the deadline, is not found', async () => {
    const rpc = await node(statuses(null))
    const clock = fakeClock(1_000)
    const waiting = waitForConfirmation(
      rpc.url,
      { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 2_000, commitment: 'confirmed' },
      clock,
    )
    await expect(waiting).rejects.toBeInstanceOf(TransactionNotFoundError)
    await expect(waiting).rejects.toMatchObject({ code: 'TRANSACTION_NOT_FOUND', details: SIGNATURE })
    // No sleep past the deadline: the last poll is the one at the deadline.
    expect(clock.slept).toEqual([500, 500, 500, 500])
    expect(rpc.calls).toHaveLength(5)
  })

  it('one seen but short of the commitment by the deadline is a timeout', async () => {
    const rpc = await node(statuses(null, { confirmationStatus: 'processed' }, { confirmationStatus: null }))
    const waiting = waitForConfirmation(
      rpc.url,
      { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 2_000, commitment: 'confirmed' },
      fakeClock(1_000),
    )
    await expect(waiting).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
    await expect(waiting).rejects.toMatchObject({ code: 'WAIT_FOR_RECEIPT_TIMEOUT', details: SIGNATURE })
  })

  it('a failed status read is no answer: the next poll may have one', async () => {
    const rpc = await node(statuses('fail', 'fail', { confirmationStatus: 'confirmed' }))
    const clock = fakeClock(1_000)
    await waitForConfirmation(
      rpc.url,
      { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 60_000, commitment: 'confirmed' },
      clock,
    )
    expect(rpc.calls).toHaveLength(3)

    // Nor does a failed read count as the transaction seen.
    const failing = await node(statuses('fail'))
    await expect(
      waitForConfirmation(
        failing.url,
        { signature: SIGNATURE, caipNetwork: network(), timeoutMs: 1_000, commitment: 'confirmed' },
        fakeClock(1_000),
      ),
    ).rejects.toBeInstanceOf(TransactionNotFoundError)
  })
})
