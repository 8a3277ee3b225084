import type { Queryable } from '../../../db/database.js'

/** What a nonce is worth to a sign-in at a given time. */
export type NonceState = 'unknown' | 'expired' | 'used' | 'fresh'

export interface NewNonce {
  nonce: string
  projectId: string
  expiresAt: number
}

/**
 * Stores an issued nonce; false when that nonce exists already (a collision of 119 random bits:
 * the caller draws another). Nonces expired before `pruneBefore` are deleted on the way.
 */
export async function insertNonce(
  db: Queryable,
  nonce: NewNonce,
  now: number,
  pruneBefore: number,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO siwx_nonces (nonce, project_id, created_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [nonce.nonce, nonce.projectId, now, nonce.expiresAt],
  )
  await db.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [pruneBefore])
  return inserted.length > 0
}

/** A project's nonce at `now`: unknown (never issued to it, or pruned), expired, used or fresh. */
export async function nonceState(
  db: Queryable,
  nonce: string,
  projectId: string,
  now: number,
): Promise<NonceState> {
  const [row] = await db.query<{ expires_at: number; used_at: number | null }>(
    'SELECT expires_at, used_at FROM siwx_nonces WHERE nonce = $1 AND project_id = $2',
    [nonce, projectId],
  )
  if (!row) return 'unknown'
  if (Number(row.expires_at) <= now) return 'expired'
  return row.used_at === null ? 'fresh' : 'used'
}

/**
 * Uses the nonce up, in one statement: of any number of requests racing on any number of
 * instances, exactly one gets true. False: used already, expired, or not this project's.
 */
export async function consumeNonce(
  db: Queryable,
  nonce: string,
  projectId: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE siwx_nonces SET used_at = $3
     WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING nonce`,
    [nonce, projectId, now],
  )
  return rows.length > 0
}
