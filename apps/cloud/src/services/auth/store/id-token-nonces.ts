import type { Queryable } from '../../../db/database.js'

/**
 * Records an ID token's nonce (its keyed hash) as used; false when it was used already, on any
 * instance: the primary key decides between two at once. Nonces whose tokens can no longer be
 * accepted anyway are forgotten on the way.
 */
export async function useNonceOnce(
  db: Queryable,
  nonceHash: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  await db.query('DELETE FROM auth_id_token_nonces WHERE expires_at <= $1', [now])
  const rows = await db.query(
    `INSERT INTO auth_id_token_nonces (nonce_hash, expires_at) VALUES ($1, $2)
     ON CONFLICT (nonce_hash) DO NOTHING RETURNING 1`,
    [nonceHash, expiresAt],
  )
  return rows.length === 1
}
