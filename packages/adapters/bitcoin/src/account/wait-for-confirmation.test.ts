import { TransactionNotFoundError } from '@appkit/common'
import { fakeClock } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from '../test-utils/chain.js'
import type { EsploraClient } from './esplora-client.js'
import { waitForConfirmation } from './wait-for-confirmation.js'

/** Answers in turn: true/false for a status, 'missing' for a 404, 'fault' for a failed read. */
const chain = (answers: ('missing' | 'fault' | boolean)[]) =>
  ({
    txConfirmed: async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!
      if (next === 'missing') throw new TransactionNotFoundError()
      if (next === 'fault') throw new Error('502')
      return next
    },
  }) as unknown as EsploraClient

const args = (blockTime?: number) => ({
  txid: 'ab'.repeat(32),
  caipNetwork: { ...regtestNetwork(), blockTime },
  timeoutMs: 25_000,
})

describe('waitForConfirmation', () => {
  it('polls until the transaction is in a block, every half block time within the bounds', async () => {
    const clock = fakeClock()
    await waitForConfirmation(chain(['missing', 'fault', false, true]), args(1000), clock)
    expect(clock.slept).toEqual([500, 500, 500])
  })

  it('polls Bitcoin’s long blocks at the longest interval (4 s)', async () => {
    const clock = fakeClock()
    await waitForConfirmation(chain([false, true]), args(600_000), clock)
    expect(clock.slept).toEqual([4000])
  })

  it('is pending when the network holds it but no block came within the wait', async () => {
    const clock = fakeClock()
    await expect(waitForConfirmation(chain([false]), args(), clock)).resolves.toBe('pending')
    expect(clock.now()).toBeLessThanOrEqual(25_000)
  })

  it('is TransactionNotFoundError when the chain never saw it', async () => {
    await expect(waitForConfirmation(chain(['missing']), args(), fakeClock())).rejects.toBeInstanceOf(
      TransactionNotFoundError,
    )
  })
})
