import type { Queryable } from '../../../db/database.js'
import type { User } from './users.js'

export interface Session {
  user: User
  deviceId: string
  expiresAt: number
}

export async function createSession(
  db: Queryable,
  session: { tokenHash: string; userId: string; deviceId: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth_sessions (token_hash, user_id, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.tokenHash, session.userId, session.deviceId, now, session.expiresAt],
  )
}

/** The live session of a token hash, with its user; undefined when unknown or expired. */
export async function findSession(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<Session | undefined> {
  const [row] = await db.query<{ id: string; email: string | null; device_id: string; expires_at: number }>(
    `SELECT u.id, u.email, s.device_id, s.expires_at FROM auth_sessions s
     JOIN auth_users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  )
  if (!row) return undefined
  return {
    user: { id: row.id, email: row.email },
    deviceId: row.device_id,
    expiresAt: Number(row.expires_at),
  }
}

/** Ends every session of the user but the one of `keepTokenHash`; how many ended. */
export async function deleteOtherSessions(
  db: Queryable,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const rows = await db.query(
    'DELETE FROM auth_sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING 1',
    [userId, keepTokenHash],
  )
  return rows.length
}

/** Signs out: true when there was such a session. */
export async function deleteSession(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM auth_sessions WHERE token_hash = $1 RETURNING user_id', [
    tokenHash,
  ])
  return rows.length > 0
}
