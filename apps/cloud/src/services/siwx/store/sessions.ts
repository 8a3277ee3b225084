import type { Queryable } from '../../../db/database.js'

export interface NewSession {
  tokenHash: string
  projectId: string
  chainId: string
  address: string
  /** The session as answered, JSON. */
  session: string
  expiresAt: number
}

export interface StoredSession {
  /** The project it was signed in for: a token of one dapp answers for that dapp only. */
  projectId: string
  /** JSON, as stored. */
  session: string
  expiresAt: number
  revoked: boolean
}

/** Stores an accepted session; sessions expired before `pruneBefore` are deleted on the way. */
export async function insertSession(
  db: Queryable,
  row: NewSession,
  now: number,
  pruneBefore: number,
): Promise<void> {
  await db.query(
    `INSERT INTO siwx_sessions (token_hash, project_id, chain_id, address, session, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.tokenHash, row.projectId, row.chainId, row.address, row.session, now, row.expiresAt],
  )
  await db.query('DELETE FROM siwx_sessions WHERE expires_at <= $1', [pruneBefore])
}

/** The session of a token hash, expired or revoked ones included (the caller says which); else undefined. */
export async function findSession(db: Queryable, tokenHash: string): Promise<StoredSession | undefined> {
  const [row] = await db.query<{
    project_id: string
    session: string
    expires_at: number
    revoked_at: number | null
  }>('SELECT project_id, session, expires_at, revoked_at FROM siwx_sessions WHERE token_hash = $1', [
    tokenHash,
  ])
  if (!row) return undefined
  return {
    projectId: row.project_id,
    session: row.session,
    expiresAt: Number(row.expires_at),
    revoked: row.revoked_at !== null,
  }
}

/**
 * Signs a token out of its project on every instance at once; nothing happens to an unknown or
 * revoked one, or to one of another project (another dapp cannot end it).
 */
export async function revokeSession(
  db: Queryable,
  tokenHash: string,
  projectId: string,
  now: number,
): Promise<void> {
  await db.query(
    'UPDATE siwx_sessions SET revoked_at = $3 WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL',
    [tokenHash, projectId, now],
  )
}
