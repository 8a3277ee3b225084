import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { Database } from '../../db/database.js'

const scryptAsync = promisify(scrypt) as (
  secret: Uint8Array,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>

// A slow hash: the row must not make a guessable AUTH_SECRET cheaper to guess than the code hashes
// already do. ~16 MB and tens of milliseconds, once per service start.
const COST = { N: 2 ** 14, r: 8, p: 1 }
const LENGTH = 32

/** This instance's auth secret is not the one the other instances on its database use. */
export class AuthSecretMismatchError extends Error {
  constructor() {
    super(
      'This instance’s auth secret is not the one this database was first used with: set the same ' +
        'AUTH_SECRET on every instance. (To change it on purpose, stop every instance and ' +
        'DELETE FROM auth_secret_check; every session and pending code ends.)',
    )
    this.name = 'AuthSecretMismatchError'
  }
}

/**
 * On PostgreSQL, records a check of `secret` if the database has none (one statement: of instances
 * starting at once, one records it), then compares `secret` with the recorded one. Throws
 * AuthSecretMismatchError when they differ. PGlite is one process's (one cloud per data directory):
 * there a changed secret ends the sessions and codes made under the old one, as it always did.
 */
export async function checkAuthSecret(db: Database, secret: Uint8Array, now: number): Promise<void> {
  if (db.engine !== 'postgres') return
  const salt = randomBytes(16).toString('base64url')
  const mine = await scryptAsync(secret, salt, LENGTH, COST)
  await db.query(
    `INSERT INTO auth_secret_check (id, salt, check_hash, created_at) VALUES (true, $1, $2, $3)
     ON CONFLICT (id) DO NOTHING`,
    [salt, mine.toString('hex'), now],
  )
  const [row] = await db.query<{ salt: string; check_hash: string }>(
    'SELECT salt, check_hash FROM auth_secret_check',
  )
  const recorded = Buffer.from(row!.check_hash, 'hex')
  const expected = row!.salt === salt ? mine : await scryptAsync(secret, row!.salt, LENGTH, COST)
  if (recorded.length !== expected.length || !timingSafeEqual(recorded, expected))
    throw new AuthSecretMismatchError()
}

/**
 * The check for one service: run before its first request is answered, and again after a failure
 * that says nothing of the secret (the database did not answer), so that a hiccup at start is not
 * a verdict. A mismatch stays one.
 */
export function secretCheck(secret: Uint8Array, now: () => number): (db: Database) => Promise<void> {
  let checked: Promise<void> | undefined
  return (db) => {
    checked ??= checkAuthSecret(db, secret, now()).catch((error: unknown) => {
      if (!(error instanceof AuthSecretMismatchError)) checked = undefined
      throw error
    })
    return checked
  }
}
