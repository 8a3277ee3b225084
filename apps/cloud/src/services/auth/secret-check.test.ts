import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { AuthSecretMismatchError, checkAuthSecret, secretCheck } from './secret-check.js'

const secret = (text: string) => Buffer.from(text.padEnd(32, '.'))

describeOnEngines('checkAuthSecret', (db, engine) => {
  const shared = engine === 'postgres'

  if (shared)
    it('records the first secret as a salted slow hash, never the secret, and takes it again', async () => {
      await db().exec('DELETE FROM auth_secret_check')
      await checkAuthSecret(db(), secret('first'), 1)
      const rows = await db().query<{ salt: string; check_hash: string }>(
        'SELECT salt, check_hash FROM auth_secret_check',
      )
      expect(rows).toEqual([
        { salt: expect.stringMatching(/^[\w-]{22}$/), check_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ])
      expect(rows[0]!.check_hash).not.toContain(secret('first').toString('hex'))
      await expect(checkAuthSecret(db(), secret('first'), 2)).resolves.toBeUndefined()
    })

  if (shared)
    it('refuses an instance whose secret is not the others’: its codes and sessions would be refused everywhere else', async () => {
      await db().exec('DELETE FROM auth_secret_check')
      await checkAuthSecret(db(), secret('shared'), 1)
      const other = checkAuthSecret(db(), secret('its own'), 2)
      await expect(other).rejects.toBeInstanceOf(AuthSecretMismatchError)
      await expect(other).rejects.toThrow('set the same AUTH_SECRET on every instance')
    })

  if (shared)
    it('lets instances with one secret start at once, and records one check', async () => {
      await db().exec('DELETE FROM auth_secret_check')
      await Promise.all([1, 2, 3].map((at) => checkAuthSecret(db(), secret('shared'), at)))
      expect(await db().query('SELECT count(*)::int AS n FROM auth_secret_check')).toEqual([{ n: 1 }])
    })

  if (!shared)
    it('keeps no check on PGlite, where one process owns the database: a changed secret only ends the old sessions', async () => {
      await checkAuthSecret(db(), secret('before'), 1)
      await expect(checkAuthSecret(db(), secret('after'), 2)).resolves.toBeUndefined()
      expect(await db().query('SELECT count(*)::int AS n FROM auth_secret_check')).toEqual([{ n: 0 }])
    })
})

describe('secretCheck', () => {
  /** A PostgreSQL that fails its first `failures` queries, then answers from `rows`. */
  function flakyDatabase(failures: number, rows: () => unknown[]): Database & { queries: number } {
    const db = {
      engine: 'postgres' as const,
      queries: 0,
      async query<Row>() {
        db.queries++
        if (db.queries <= failures) throw new Error('connection refused')
        return rows() as Row[]
      },
      exec: async () => undefined,
      transaction: () => Promise.reject(new Error('unused')),
      close: async () => undefined,
    }
    return db
  }

  it('checks again after a database failure, and not after a verdict', async () => {
    // The recorded check is another secret's: salt and hash that match nothing.
    const db = flakyDatabase(1, () => [{ salt: 'other', check_hash: '00'.repeat(32) }])
    const check = secretCheck(secret('mine'), () => 1)
    await expect(check(db)).rejects.toThrow('connection refused')
    await expect(check(db)).rejects.toBeInstanceOf(AuthSecretMismatchError)
    const asked = db.queries
    await expect(check(db)).rejects.toBeInstanceOf(AuthSecretMismatchError)
    expect(db.queries).toBe(asked)
  })
})
