import { beforeEach, expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { ALICE, activity, BOB, LUSD } from './activity.test-helper.js'
import { knownTokenAddresses, readCursor, recordedBlocks, rewind, saveBatch } from './history-store.js'

const CHAIN = 31337
const OTHER_CHAIN = 31338

describeOnEngines('the indexer’s store', (db) => {
  beforeEach(async () => {
    await db().exec('DELETE FROM transactions; DELETE FROM tokens; DELETE FROM indexer_cursors')
  })

  it('saves a batch with its cursor, tokens and account rows', async () => {
    await expect(readCursor(db(), CHAIN)).resolves.toBeUndefined()
    const tokenTransfer = activity(2, 0, {
      to: LUSD,
      transfers: [{ position: 1, token: LUSD, from: ALICE, to: BOB, amount: 2n ** 200n }],
    })
    await saveBatch(db(), CHAIN, {
      transactions: [activity(1, 0), tokenTransfer],
      tokens: [{ address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 }],
      after: null,
      cursor: { number: 5, hash: '0xb5' },
    })
    await expect(readCursor(db(), CHAIN)).resolves.toEqual({ number: 5, hash: '0xb5' })
    await expect(readCursor(db(), OTHER_CHAIN)).resolves.toBeUndefined()
    await expect(knownTokenAddresses(db(), CHAIN)).resolves.toEqual(new Set([LUSD]))
    expect(
      await db().query('SELECT amount::text AS amount FROM transfers WHERE token_address = $1', [LUSD]),
    ).toEqual([{ amount: (2n ** 200n).toString() }])
    expect(
      await db().query(
        'SELECT address, block_number FROM account_transactions ORDER BY block_number, address',
      ),
    ).toEqual([
      { address: BOB, block_number: 1 },
      { address: ALICE, block_number: 1 },
      { address: BOB, block_number: 2 },
      { address: ALICE, block_number: 2 },
    ])
  })

  it('writes nothing of a batch that fails', async () => {
    const batch = {
      transactions: [activity(1, 0), activity(1, 0)],
      tokens: [],
      after: null,
      cursor: { number: 1, hash: '0xb1' },
    }
    await expect(saveBatch(db(), CHAIN, batch)).rejects.toMatchObject({ code: '23505' })
    await expect(readCursor(db(), CHAIN)).resolves.toBeUndefined()
    expect(await db().query('SELECT count(*) AS n FROM transactions')).toEqual([{ n: 0 }])
  })

  it('writes nothing when another writer moved the cursor since the batch was read', async () => {
    const first = {
      transactions: [activity(1, 0)],
      tokens: [],
      after: null,
      cursor: { number: 1, hash: '0xb1' },
    }
    await expect(saveBatch(db(), CHAIN, first)).resolves.toBe(true)
    // The same blocks again, read by a second instance before the first saved them.
    await expect(saveBatch(db(), CHAIN, first)).resolves.toBe(false)
    const next = { transactions: [activity(2, 0)], tokens: [], cursor: { number: 2, hash: '0xb2' } }
    await expect(saveBatch(db(), CHAIN, { ...next, after: { number: 1, hash: '0xother' } })).resolves.toBe(
      false,
    )
    await expect(readCursor(db(), CHAIN)).resolves.toEqual({ number: 1, hash: '0xb1' })
    await expect(saveBatch(db(), CHAIN, { ...next, after: { number: 1, hash: '0xb1' } })).resolves.toBe(true)
    expect(await db().query('SELECT block_number FROM transactions ORDER BY block_number')).toEqual([
      { block_number: 1 },
      { block_number: 2 },
    ])
  })

  it('rewinds nothing for a writer whose cursor another writer has moved since', async () => {
    await saveBatch(db(), CHAIN, {
      transactions: [activity(3, 0), activity(5, 0)],
      tokens: [{ address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 }],
      after: null,
      cursor: { number: 5, hash: '0xb5' },
    })
    // This writer last saw block 3 and found it gone from the chain; the other writer is at 5.
    await expect(rewind(db(), CHAIN, { number: 3, hash: '0xb3' }, { number: 2, hash: '0xb2' })).resolves.toBe(
      false,
    )
    await expect(rewind(db(), CHAIN, { number: 3, hash: '0xb3' }, null)).resolves.toBe(false)
    await expect(readCursor(db(), CHAIN)).resolves.toEqual({ number: 5, hash: '0xb5' })
    await expect(recordedBlocks(db(), CHAIN)).resolves.toEqual([
      { number: 3, hash: '0xb3' },
      { number: 5, hash: '0xb5' },
    ])
    await expect(knownTokenAddresses(db(), CHAIN)).resolves.toEqual(new Set([LUSD]))
  })

  it('lists the recorded blocks and rewinds to one of them, or to nothing', async () => {
    await saveBatch(db(), CHAIN, {
      transactions: [activity(3, 0), activity(3, 1), activity(8, 0), activity(9, 0)],
      tokens: [{ address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 }],
      after: null,
      cursor: { number: 10, hash: '0xb10' },
    })
    await saveBatch(db(), OTHER_CHAIN, {
      transactions: [activity(9, 0)],
      tokens: [],
      after: null,
      cursor: { number: 9, hash: '0xb9' },
    })
    await expect(recordedBlocks(db(), CHAIN)).resolves.toEqual([
      { number: 3, hash: '0xb3' },
      { number: 8, hash: '0xb8' },
      { number: 9, hash: '0xb9' },
    ])

    await expect(
      rewind(db(), CHAIN, { number: 10, hash: '0xb10' }, { number: 8, hash: '0xb8' }),
    ).resolves.toBe(true)
    await expect(readCursor(db(), CHAIN)).resolves.toEqual({ number: 8, hash: '0xb8' })
    await expect(recordedBlocks(db(), CHAIN)).resolves.toEqual([
      { number: 3, hash: '0xb3' },
      { number: 8, hash: '0xb8' },
    ])
    expect(
      await db().query(
        'SELECT count(*) AS n FROM account_transactions WHERE block_number = 9 AND chain_id = $1',
        [CHAIN],
      ),
    ).toEqual([{ n: 0 }])
    await expect(knownTokenAddresses(db(), CHAIN)).resolves.toEqual(new Set([LUSD]))

    await expect(rewind(db(), CHAIN, { number: 8, hash: '0xb8' }, null)).resolves.toBe(true)
    await expect(readCursor(db(), CHAIN)).resolves.toBeUndefined()
    await expect(recordedBlocks(db(), CHAIN)).resolves.toEqual([])
    await expect(knownTokenAddresses(db(), CHAIN)).resolves.toEqual(new Set())
    // The other chain is untouched.
    await expect(recordedBlocks(db(), OTHER_CHAIN)).resolves.toEqual([{ number: 9, hash: '0xb9' }])
  })
})
