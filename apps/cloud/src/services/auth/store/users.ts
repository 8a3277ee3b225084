import { randomUUID } from 'node:crypto'
import { DatabaseError, type Queryable } from '../../../db/database.js'

export interface User {
  id: string
  /** Trimmed and lowercase (see normalizeEmail); null for a user made by a social or Farcaster login. */
  email: string | null
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | undefined> {
  const [row] = await db.query<User>('SELECT id, email FROM auth_users WHERE email = $1', [email])
  return row
}

export async function findUserById(db: Queryable, id: string): Promise<User | undefined> {
  const [row] = await db.query<User>('SELECT id, email FROM auth_users WHERE id = $1', [id])
  return row
}

/**
 * The user with this email, created now if there is none. Two first logins at once (two instances)
 * end with one user: the second insert finds the first one's row.
 */
export async function findOrCreateUser(
  db: Queryable,
  email: string,
  now: number,
): Promise<{ user: User; isNew: boolean }> {
  const [created] = await db.query<User>(
    `INSERT INTO auth_users (id, email, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING id, email`,
    [randomUUID(), email, now],
  )
  if (created) return { user: created, isNew: true }
  const existing = await findUserByEmail(db, email)
  if (!existing) throw new Error(`The user ${email} vanished while logging in`)
  return { user: existing, isNew: false }
}

/** Moves a user to a new email; false when another user has it (checked by the unique index). */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<boolean> {
  try {
    const rows = await db.query(
      `UPDATE auth_users SET email = $2 WHERE id = $1
       AND NOT EXISTS (SELECT 1 FROM auth_users WHERE email = $2 AND id <> $1) RETURNING id`,
      [userId, email],
    )
    return rows.length === 1
  } catch (error) {
    // Taken by a row not yet committed when NOT EXISTS looked (another instance's first login):
    // the unique index refuses the move once that row commits.
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) return false
    throw error
  }
}

const UNIQUE_VIOLATION = '23505'
