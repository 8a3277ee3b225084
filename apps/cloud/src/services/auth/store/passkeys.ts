import type { Queryable } from '../../../db/database.js'

/** A registered passkey, as verifying its logins needs it. */
export interface StoredPasskey {
  credentialId: string
  userId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
}

export type ChallengePurpose = 'register' | 'login'

/** Keeps a challenge given out; expired ones are swept here, so the table stays small. */
export async function saveChallenge(
  db: Queryable,
  challenge: { value: string; purpose: ChallengePurpose; userId?: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.query('DELETE FROM auth_passkey_challenges WHERE expires_at <= $1', [now])
  await db.query(
    'INSERT INTO auth_passkey_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [challenge.value, challenge.purpose, challenge.userId ?? null, challenge.expiresAt],
  )
}

/**
 * Uses up a challenge: true once, for the instance whose DELETE removed it, when it was live, of
 * that purpose and (for a registration) given to that user.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: { value: string; purpose: ChallengePurpose; userId?: string },
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ purpose: string; user_id: string | null; expires_at: number }>(
    'DELETE FROM auth_passkey_challenges WHERE challenge = $1 RETURNING purpose, user_id, expires_at',
    [challenge.value],
  )
  const row = rows[0]
  return (
    row !== undefined &&
    row.purpose === challenge.purpose &&
    (row.user_id ?? undefined) === challenge.userId &&
    Number(row.expires_at) > now
  )
}

/** Adds the user's passkey; false when the user has one already. */
export async function insertPasskey(db: Queryable, passkey: StoredPasskey, now: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO auth_passkeys (credential_id, user_id, public_key, counter, transports, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING user_id`,
    [
      passkey.credentialId,
      passkey.userId,
      Buffer.from(passkey.publicKey).toString('base64url'),
      passkey.counter,
      JSON.stringify(passkey.transports),
      now,
    ],
  )
  return rows.length === 1
}

export async function findPasskey(db: Queryable, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<{
    credential_id: string
    user_id: string
    public_key: string
    counter: number
    transports: string
  }>(
    'SELECT credential_id, user_id, public_key, counter, transports FROM auth_passkeys WHERE credential_id = $1',
    [credentialId],
  )
  if (!row) return undefined
  const transports: unknown = JSON.parse(row.transports)
  return {
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: Array.isArray(transports) ? transports.filter((t) => typeof t === 'string') : [],
  }
}

export async function hasPasskey(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM auth_passkeys WHERE user_id = $1', [userId])
  return rows.length > 0
}

/**
 * Moves the counter from what the login read to what it verified: false when another login of the
 * same assertion (or a newer one) moved it first, on any instance.
 */
export async function advanceCounter(
  db: Queryable,
  passkey: { credentialId: string; from: number; to: number },
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_passkeys SET counter = $3, last_used_at = $4
     WHERE credential_id = $1 AND counter = $2 RETURNING 1`,
    [passkey.credentialId, passkey.from, passkey.to, now],
  )
  return rows.length === 1
}

/**
 * The wallet's recovery share, sealed to the passkey now, in place of the one the secure site's
 * server sealed (not beside it); false when the user has no wallet.
 */
export async function replaceRecoveryShare(db: Queryable, userId: string, sealed: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE auth_wallets SET recovery_share_sealed = $2 WHERE user_id = $1 RETURNING 1',
    [userId, sealed],
  )
  return rows.length === 1
}
