import { describe, expect, it } from 'vitest'
import { DatabaseError, toDatabaseError } from './database.js'
import { describeOnEngines, openTestDatabase } from './engines.test-helper.js'

describe('toDatabaseError', () => {
  it('keeps the message and the SQLSTATE of a driver error', () => {
    const driverError = Object.assign(new Error('duplicate key value'), { code: '23505' })
    const error = toDatabaseError(driverError)
    expect(error).toBeInstanceOf(DatabaseError)
    expect(error.message).toBe('duplicate key value')
    expect(error.code).toBe('23505')
    expect(error.cause).toBe(driverError)
  })

  it('returns a DatabaseError unchanged and wraps anything else', () => {
    const original = new DatabaseError('x', undefined)
    expect(toDatabaseError(original)).toBe(original)
    expect(toDatabaseError('boom')).toMatchObject({ message: 'boom', code: undefined })
  })
})

// The contract both engines keep: the rest of the cloud relies on exactly this.
describeOnEngines('Database', (db, engine) => {
  it('runs a script, then queries with positional parameters', async () => {
    await db().exec(
      'CREATE TABLE contract_items (id integer PRIMARY KEY, label text, big bigint, amount numeric(78, 0))',
    )
    await db().query('INSERT INTO contract_items VALUES ($1, $2, $3, $4), ($5, $6, $7, $8)', [
      1,
      'one',
      '42',
      '1000000000000000000000000',
      2,
      null,
      '9007199254740993',
      '0',
    ])
    const rows = await db().query('SELECT id, label, big, amount FROM contract_items ORDER BY id')
    expect(rows).toEqual([
      { id: 1, label: 'one', big: 42, amount: '1000000000000000000000000' },
      { id: 2, label: null, big: 9007199254740993n, amount: '0' },
    ])
    expect(await db().query('SELECT count(*) AS n FROM contract_items')).toEqual([{ n: 2 }])
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db().exec('CREATE TABLE contract_tx (id integer PRIMARY KEY)')
    await expect(
      db().transaction(async (tx) => {
        await tx.query('INSERT INTO contract_tx VALUES (1)')
        return 'done'
      }),
    ).resolves.toBe('done')
    await expect(
      db().transaction(async (tx) => {
        await tx.query('INSERT INTO contract_tx VALUES (2)')
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await db().query('SELECT id FROM contract_tx')).toEqual([{ id: 1 }])
  })

  it('fails with a DatabaseError carrying the SQLSTATE', async () => {
    await db().exec('CREATE TABLE contract_unique (id integer PRIMARY KEY)')
    await db().query('INSERT INTO contract_unique VALUES (1)')
    const failure = db().query('INSERT INTO contract_unique VALUES (1)')
    await expect(failure).rejects.toBeInstanceOf(DatabaseError)
    await expect(failure).rejects.toMatchObject({ code: '23505' })
    await expect(db().exec('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' })
    await expect(db().transaction((tx) => tx.query('SELECT * FROM no_such_table'))).rejects.toMatchObject({
      code: '42P01',
    })
  })

  it('has the migrations applied and recorded', async () => {
    const rows = await db().query('SELECT version, name FROM schema_migrations ORDER BY version')
    expect(rows).toEqual([
      { version: 1, name: '001_indexer.sql' },
      { version: 2, name: '002_identities.sql' },
      { version: 3, name: '003_mail.sql' },
      { version: 4, name: '004_auth.sql' },
      { version: 5, name: '005_project_origins.sql' },
      { version: 6, name: '006_siwx.sql' },
      { version: 7, name: '007_bitcoin.sql' },
      { version: 8, name: '008_device_approval_context.sql' },
      { version: 9, name: '009_token_hmac.sql' },
      { version: 10, name: '010_auth_secret_check.sql' },
      { version: 11, name: '011_social_identities.sql' },
      { version: 12, name: '012_passkeys.sql' },
      { version: 13, name: '013_farcaster.sql' },
      { version: 14, name: '014_account_names.sql' },
      { version: 15, name: '015_onramp.sql' },
      { version: 16, name: '016_account_history_rows.sql' },
      { version: 17, name: '017_analytics.sql' },
    ])
  })

  it('passes the caller’s own errors out of a transaction unchanged', async () => {
    class Mine extends Error {}
    const mine = new Mine('mine')
    await expect(
      db().transaction(async () => {
        throw mine
      }),
    ).rejects.toBe(mine)
  })

  it('closes once, however often asked, and refuses queries after', async () => {
    const { db: other } = await openTestDatabase(engine)
    await other.close()
    await other.close()
    await expect(other.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseError)
  })
})
