import type { Database, Queryable } from '../../../db/database.js'

export async function isDeviceVerified(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM auth_devices WHERE user_id = $1 AND device_id = $2', [
    userId,
    deviceId,
  ])
  return rows.length === 1
}

export async function verifyDevice(
  db: Queryable,
  userId: string,
  deviceId: string,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth_devices (user_id, device_id, verified_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_id) DO NOTHING`,
    [userId, deviceId, now],
  )
}

export async function createApproval(
  db: Queryable,
  approval: { tokenHash: string; userId: string; deviceId: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth_device_approvals (token_hash, user_id, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [approval.tokenHash, approval.userId, approval.deviceId, now, approval.expiresAt],
  )
}

export async function deleteApproval(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM auth_device_approvals WHERE token_hash = $1', [tokenHash])
}

/**
 * The approval link was opened: the device is verified and every pending approval of it marked, so
 * an older link opened later changes nothing more. Undefined for an unknown or expired link. Opening
 * the same link again answers the same (a mail client may open it twice).
 */
export function approveDevice(
  db: Database,
  tokenHash: string,
  now: number,
): Promise<{ userId: string; deviceId: string } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string; device_id: string; approved_at: number | null }>(
      `SELECT user_id, device_id, approved_at FROM auth_device_approvals
       WHERE token_hash = $1 AND (expires_at > $2 OR approved_at IS NOT NULL)`,
      [tokenHash, now],
    )
    if (!row) return undefined
    if (row.approved_at === null) {
      await tx.query(
        `UPDATE auth_device_approvals SET approved_at = $3
         WHERE user_id = $1 AND device_id = $2 AND approved_at IS NULL`,
        [row.user_id, row.device_id, now],
      )
      await verifyDevice(tx, row.user_id, row.device_id, now)
    }
    return { userId: row.user_id, deviceId: row.device_id }
  })
}

/**
 * Where a device waiting for approval stands. `send`: approved, and this caller won the right to
 * send the login code (exactly one caller does, across instances). `sent`: approved, code already
 * sent. `pending`: an unexpired link awaits its click. `none`: nothing to wait for.
 */
export type ApprovalState = 'send' | 'sent' | 'pending' | 'none'

export async function approvalState(
  db: Queryable,
  userId: string,
  deviceId: string,
  now: number,
): Promise<ApprovalState> {
  const claimed = await db.query(
    `UPDATE auth_device_approvals SET code_sent_at = $3
     WHERE user_id = $1 AND device_id = $2 AND approved_at IS NOT NULL AND code_sent_at IS NULL
     RETURNING token_hash`,
    [userId, deviceId, now],
  )
  if (claimed.length > 0) return 'send'
  const [row] = await db.query<{ approved: boolean; pending: boolean }>(
    `SELECT bool_or(approved_at IS NOT NULL) AS approved,
            bool_or(approved_at IS NULL AND expires_at > $3) AS pending
     FROM auth_device_approvals WHERE user_id = $1 AND device_id = $2`,
    [userId, deviceId, now],
  )
  if (row?.approved) return 'sent'
  return row?.pending ? 'pending' : 'none'
}

/** Gives back a `send` claim whose code could not be sent, so that the next wait tries again. */
export async function releaseCodeClaim(
  db: Queryable,
  userId: string,
  deviceId: string,
  claimedAt: number,
): Promise<void> {
  await db.query(
    `UPDATE auth_device_approvals SET code_sent_at = NULL
     WHERE user_id = $1 AND device_id = $2 AND code_sent_at = $3`,
    [userId, deviceId, claimedAt],
  )
}
