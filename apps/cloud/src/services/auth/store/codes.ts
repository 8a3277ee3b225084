import type { Database, Queryable } from '../../../db/database.js'

/** A pending one-time code; only its keyed hash is stored. */
export interface PendingCode {
  /** `login:<email>`, `update-primary:<user id>`, `update-secondary:<user id>`. */
  key: string
  /** Where it was sent. */
  email: string
  userId: string | null
  newEmail: string | null
  salt: string
  hash: string
  attemptsLeft: number
  expiresAt: number
}

/** Saves a code under its key, replacing (and so invalidating) the one sent before. */
export async function saveCode(db: Queryable, code: PendingCode, now: number): Promise<void> {
  await db.query(
    `INSERT INTO auth_codes (key, email, user_id, new_email, salt, hash, attempts_left, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (key) DO UPDATE SET email = excluded.email, user_id = excluded.user_id,
       new_email = excluded.new_email, salt = excluded.salt, hash = excluded.hash,
       attempts_left = excluded.attempts_left, expires_at = excluded.expires_at,
       created_at = excluded.created_at`,
    [
      code.key,
      code.email,
      code.userId,
      code.newEmail,
      code.salt,
      code.hash,
      code.attemptsLeft,
      code.expiresAt,
      now,
    ],
  )
}

export async function deleteCode(db: Queryable, key: string, hash: string): Promise<void> {
  // Only this code: a newer one saved meanwhile under the key stays.
  await db.query('DELETE FROM auth_codes WHERE key = $1 AND hash = $2', [key, hash])
}

export type CodeCheck =
  | { ok: true; code: PendingCode }
  | { ok: false; reason: 'none' | 'expired' | 'too-many' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }

interface CodeRow {
  key: string
  email: string
  user_id: string | null
  new_email: string | null
  salt: string
  hash: string
  attempts_left: number
  expires_at: number
}

/**
 * Checks a guess against the pending code under `key`, in one transaction with the row locked, so
 * that two guesses at once (two instances) each cost an attempt and a code is used once at most.
 * A match consumes the code; a miss costs an attempt, and the last miss burns the code.
 */
export function checkCode(
  db: Database,
  key: string,
  matches: (salt: string, hash: string) => boolean,
  now: number,
): Promise<CodeCheck> {
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const [row] = await tx.query<CodeRow>(
      `SELECT key, email, user_id, new_email, salt, hash, attempts_left, expires_at
       FROM auth_codes WHERE key = $1 FOR UPDATE`,
      [key],
    )
    if (!row) return { ok: false, reason: 'none' }
    if (Number(row.expires_at) <= now) {
      await tx.query('DELETE FROM auth_codes WHERE key = $1', [key])
      return { ok: false, reason: 'expired' }
    }
    if (row.attempts_left <= 0) return { ok: false, reason: 'too-many' }
    if (matches(row.salt, row.hash)) {
      await tx.query('DELETE FROM auth_codes WHERE key = $1', [key])
      return { ok: true, code: toPendingCode(row) }
    }
    const attemptsLeft = row.attempts_left - 1
    await tx.query('UPDATE auth_codes SET attempts_left = $2 WHERE key = $1', [key, attemptsLeft])
    return attemptsLeft === 0
      ? { ok: false, reason: 'too-many' }
      : { ok: false, reason: 'wrong', attemptsLeft }
  })
}

function toPendingCode(row: CodeRow): PendingCode {
  return {
    key: row.key,
    email: row.email,
    userId: row.user_id,
    newEmail: row.new_email,
    salt: row.salt,
    hash: row.hash,
    attemptsLeft: row.attempts_left,
    expiresAt: Number(row.expires_at),
  }
}
