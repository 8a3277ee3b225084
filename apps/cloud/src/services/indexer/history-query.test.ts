import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { ALICE, activity, BOB, CAROL, LUSD } from './activity.test-helper.js'
import { readAccountHistory, readIndexedTokens } from './history-query.js'
import { saveBatch } from './history-store.js'

const CHAIN = 31337

describeOnEngines('readAccountHistory', (db) => {
  beforeAll(async () => {
    const transactions = [
      activity(1, 0),
      activity(2, 0, { status: 'failed' }),
      activity(2, 1, {
        from: BOB,
        to: LUSD,
        nonce: 0,
        transfers: [
          { position: 1, token: LUSD, from: BOB, to: ALICE, amount: 1_500_000n },
          { position: 2, token: LUSD, from: BOB, to: CAROL, amount: 7n },
        ],
        accounts: [ALICE, BOB, CAROL],
      }),
      activity(4, 0, {
        from: CAROL,
        to: BOB,
        transfers: [{ position: 0, token: null, from: CAROL, to: BOB, amount: 1n }],
        accounts: [CAROL, BOB],
      }),
    ]
    await saveBatch(db(), CHAIN, {
      transactions,
      tokens: [{ address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 }],
      after: null,
      cursor: { number: 4, hash: '0xb4' },
    })
  })

  it('lists an account’s transactions newest first, with only the transfers it took part in', async () => {
    const history = await readAccountHistory(db(), CHAIN, ALICE, 10)
    expect(history.map((t) => [t.blockNumber, t.txIndex])).toEqual([
      [2, 1],
      [2, 0],
      [1, 0],
    ])
    expect(history[0]).toEqual({
      hash: activity(2, 1).hash,
      blockNumber: 2,
      txIndex: 1,
      minedAt: 1_800_000_002,
      from: BOB,
      to: LUSD,
      nonce: 0,
      status: 'confirmed',
      transfers: [
        {
          token: { address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 },
          from: BOB,
          to: ALICE,
          amount: 1_500_000n,
        },
      ],
    })
    expect(history[1]?.status).toBe('failed')
    expect(history[2]?.transfers).toEqual([{ token: null, from: ALICE, to: BOB, amount: 10n ** 18n }])
  })

  it('pages strictly after a position', async () => {
    const first = await readAccountHistory(db(), CHAIN, BOB, 2)
    expect(first.map((t) => [t.blockNumber, t.txIndex])).toEqual([
      [4, 0],
      [2, 1],
    ])
    const second = await readAccountHistory(db(), CHAIN, BOB, 2, { blockNumber: 2, txIndex: 1 })
    expect(second.map((t) => [t.blockNumber, t.txIndex])).toEqual([
      [2, 0],
      [1, 0],
    ])
    await expect(readAccountHistory(db(), CHAIN, BOB, 2, { blockNumber: 1, txIndex: 0 })).resolves.toEqual([])
  })

  it('names a token stored by an earlier batch', async () => {
    const laterBatch = activity(6, 0, {
      to: LUSD,
      transfers: [{ position: 1, token: LUSD, from: CAROL, to: ALICE, amount: 3n }],
      accounts: [CAROL, ALICE],
    })
    await saveBatch(db(), 1, {
      transactions: [activity(5, 0, { to: LUSD, transfers: [], accounts: [ALICE] })],
      tokens: [{ address: LUSD, name: 'Lab USD on 1', symbol: 'LUSD', decimals: 6 }],
      after: null,
      cursor: { number: 5, hash: '0xb5' },
    })
    await saveBatch(db(), 1, {
      transactions: [laterBatch],
      tokens: [],
      after: { number: 5, hash: '0xb5' },
      cursor: { number: 6, hash: '0xb6' },
    })
    const [latest] = await readAccountHistory(db(), 1, ALICE, 1)
    expect(latest?.transfers).toEqual([
      {
        token: { address: LUSD, name: 'Lab USD on 1', symbol: 'LUSD', decimals: 6 },
        from: CAROL,
        to: ALICE,
        amount: 3n,
      },
    ])
  })

  it('has nothing for an unknown account or another chain', async () => {
    await expect(readAccountHistory(db(), CHAIN, `0x${'1'.repeat(40)}`, 20)).resolves.toEqual([])
    await expect(readAccountHistory(db(), 31338, ALICE, 20)).resolves.toEqual([])
  })

  it('lists the indexed tokens of a chain', async () => {
    await expect(readIndexedTokens(db(), CHAIN)).resolves.toEqual([
      { address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 },
    ])
    await expect(readIndexedTokens(db(), 31338)).resolves.toEqual([])
  })
})
