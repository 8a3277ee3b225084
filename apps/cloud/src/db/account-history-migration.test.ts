import { expect, it } from 'vitest'
import { readAccountHistory } from '../services/indexer/history-query.js'
import { describeOnEngines } from './engines.test-helper.js'
import { readMigrations } from './migration-files.js'

const ACCOUNT = `0x${'ab'.repeat(20)}`
const OTHER = `0x${'cd'.repeat(20)}`
const TOKEN = `0x${'ef'.repeat(20)}`
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

// 016_account_history_rows.sql: the history's rows carry the page's fields. A database indexed before
// it keeps every account's history, as the four-table join read it.
describeOnEngines('migration 016 (history rows carry their page)', (db) => {
  it('fills the rows indexed before it from their transactions, transfers and tokens', async () => {
    const sql = (await readMigrations()).find(
      (migration) => migration.name === '016_account_history_rows.sql',
    )!.sql
    await db().transaction(async (tx) => {
      // The table as migration 015 left it.
      await tx.exec(`ALTER TABLE account_transactions DROP COLUMN mined_at, DROP COLUMN from_address,
        DROP COLUMN to_address, DROP COLUMN nonce, DROP COLUMN status, DROP COLUMN transfers`)
      await tx.query(
        `INSERT INTO tokens (chain_id, address, name, symbol, decimals) VALUES (7, $1, 'Lab', 'LAB', 18)`,
        [TOKEN],
      )
      await tx.query(
        `INSERT INTO transactions (chain_id, hash, block_number, block_hash, tx_index, mined_at, from_address, to_address, nonce, status)
         VALUES (7, $1, 1, '0xb1', 0, 1700000001, $3, $4, 4, 'confirmed'), (7, $2, 2, '0xb2', 3, 1700000002, $4, $5, 9, 'failed')`,
        [hashOf(1), hashOf(2), ACCOUNT, OTHER, TOKEN],
      )
      await tx.query(
        `INSERT INTO transfers (chain_id, tx_hash, position, token_address, from_address, to_address, amount)
         VALUES (7, $1, 0, NULL, $3, $4, 5), (7, $2, 1, $5, $4, $3, 123456789012345678901234567890), (7, $2, 2, $5, $4, '0x01', 1)`,
        [hashOf(1), hashOf(2), ACCOUNT, OTHER, TOKEN],
      )
      await tx.query(
        `INSERT INTO account_transactions (chain_id, address, tx_hash, block_number, tx_index)
         VALUES (7, $3, $1, 1, 0), (7, $3, $2, 2, 3), (7, $4, $2, 2, 3)`,
        [hashOf(1), hashOf(2), ACCOUNT, OTHER],
      )
      await tx.exec(sql)
    })
    expect(await readAccountHistory(db(), 7, ACCOUNT, 20)).toEqual([
      {
        hash: hashOf(2),
        blockNumber: 2,
        txIndex: 3,
        minedAt: 1700000002,
        from: OTHER,
        to: TOKEN,
        nonce: 9,
        status: 'failed',
        transfers: [
          {
            token: { address: TOKEN, name: 'Lab', symbol: 'LAB', decimals: 18 },
            from: OTHER,
            to: ACCOUNT,
            amount: 123456789012345678901234567890n,
          },
        ],
      },
      {
        hash: hashOf(1),
        blockNumber: 1,
        txIndex: 0,
        minedAt: 1700000001,
        from: ACCOUNT,
        to: OTHER,
        nonce: 4,
        status: 'confirmed',
        transfers: [{ token: null, from: ACCOUNT, to: OTHER, amount: 5n }],
      },
    ])
    const [other] = await readAccountHistory(db(), 7, OTHER, 20)
    expect(other?.transfers.map((transfer) => transfer.to)).toEqual([ACCOUNT, '0x01'])
  })
})
