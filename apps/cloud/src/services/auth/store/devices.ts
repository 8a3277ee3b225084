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

/** What the owner is told about a device that asks to be approved. */
export interface ApprovalRequest {
  /** "Chrome on macOS", from the User-Agent it sent. */
  browser: string
  /** The address its request came from. */
  ip: string
  /** The site its login started on, when the secure site said. */
  dapp: string | null
}

/**
 * Forgets every device of the user but `keepDeviceId`, with their pending approval links: each must
 * be approved from the mail again before it logs in. How many were forgotten.
 */
export async function forgetOtherDevices(
  db: Queryable,
  userId: string,
  keepDeviceId: string,
): Promise<number> {
  await db.query('DELETE FROM auth_device_approvals WHERE user_id = $1 AND device_id <> $2', [
    userId,
    keepDeviceId,
  ])
  const rows = await db.query('DELETE FROM auth_devices WHERE user_id = $1 AND device_id <> $2 RETURNING 1', [
    userId,
    keepDeviceId,
  ])
  return rows.length
}

export async function createApproval(
  db: Queryable,
  approval: {
    tokenHash: string
    userId: string
    deviceId: string
    expiresAt: number
    request: ApprovalRequest
  },
  now: number,
): Promise<void> {
  const { request } = approval
  await db.query(
    `INSERT INTO auth_device_approvals
       (token_hash, user_id, device_id, created_at, expires_at, browser, ip, dapp)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      approval.tokenHash,
      approval.userId,
      approval.deviceId,
      now,
      approval.expiresAt,
      request.browser,
      request.ip,
      request.dapp,
    ],
  )
}

export async function deleteApproval(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM auth_device_approvals WHERE token_hash = $1', [tokenHash])
}

/** The request behind a link (live, or approved already), for its page; undefined when unknown or expired. */
export async function findApproval(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<(ApprovalRequest & { createdAt: number; approved: boolean }) | undefined> {
  const [row] = await db.query<{
    browser: string | null
    ip: string | null
    dapp: string | null
    created_at: number
    approved_at: number | null
  }>(
    `SELECT browser, ip, dapp, created_at, approved_at FROM auth_device_approvals
     WHERE token_hash = $1 AND (expires_at > $2 OR approved_at IS NOT NULL)`,
    [tokenHash, now],
  )
  if (!row) return undefined
  // Links mailed before migration 008 have no request recorded.
  return {
    browser: row.browser ?? 'An unknown browser',
    ip: row.ip ?? 'an unknown address',
    dapp: row.dapp,
    createdAt: Number(row.created_at),
    approved: row.approved_at !== null,
  }
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
  const [row] = await db.query<{ sent: boolean; approved: boolean; pending: boolean }>(
    `SELECT bool_or(code_sent_at IS NOT NULL) AS sent,
            bool_or(approved_at IS NOT NULL) AS approved,
            bool_or(approved_at IS NULL AND expires_at > $3) AS pending
     FROM auth_device_approvals WHERE user_id = $1 AND device_id = $2`,
    [userId, deviceId, now],
  )
  if (row?.sent) return 'sent'
  // Approved, and nobody has claimed the code: the link was opened (on another instance) after the
  // claim above looked, or a claim was given back. The next look claims it.
  if (row?.approved) return 'pending'
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
