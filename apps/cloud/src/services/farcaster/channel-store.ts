import type { Queryable } from '../../db/database.js'

/** A channel as /status shows it while pending: what it was opened for and the URL for the app. */
export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
  url: string
}

/** What a verified /authenticate adds: the signed message and the registry's word on the fid. */
export interface ChannelResult {
  message: string
  signature: string
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  custody: string
}

export interface Channel {
  request: ChannelRequest
  /** Set once the channel was completed. */
  result: ChannelResult | undefined
  expiresAt: number
  /** When a login used it, if one did. */
  usedAt: number | undefined
}

interface ChannelRow {
  request: string
  result: string | null
  expires_at: number | string
  used_at: number | string | null
}

/** Stores a new channel under its token's hash; expired channels are deleted on the way. */
export async function insertChannel(
  db: Queryable,
  tokenHash: string,
  request: ChannelRequest,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO farcaster_channels (token_hash, nonce, domain, siwe_uri, request, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash, request.nonce, request.domain, request.siweUri, JSON.stringify(request), now, expiresAt],
  )
  await db.query('DELETE FROM farcaster_channels WHERE expires_at <= $1', [now])
}

/** The live channel of a token's hash at `now`; undefined when unknown or expired. */
export async function readChannel(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<Channel | undefined> {
  const [row] = await db.query<ChannelRow>(
    'SELECT request, result, expires_at, used_at FROM farcaster_channels WHERE token_hash = $1 AND expires_at > $2',
    [tokenHash, now],
  )
  if (!row) return undefined
  return {
    request: JSON.parse(row.request) as ChannelRequest,
    result: row.result === null ? undefined : (JSON.parse(row.result) as ChannelResult),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? undefined : Number(row.used_at),
  }
}

/**
 * Completes a pending, live channel in one statement: of any number of /authenticate calls racing on
 * any number of instances, exactly one gets true. False: completed already, expired or unknown.
 */
export async function completeChannel(
  db: Queryable,
  tokenHash: string,
  result: ChannelResult,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE farcaster_channels SET completed_at = $3, result = $2
     WHERE token_hash = $1 AND completed_at IS NULL AND expires_at > $3 RETURNING token_hash`,
    [tokenHash, JSON.stringify(result), now],
  )
  return rows.length > 0
}

/**
 * Uses a completed, live channel up for a login, in one statement: exactly one login of any number
 * racing gets its result; undefined for the others, and for a pending, expired or unknown channel.
 */
export async function useChannel(
  db: Queryable,
  tokenHash: string,
  now: number,
): Promise<{ request: ChannelRequest; result: ChannelResult } | undefined> {
  const [row] = await db.query<{ request: string; result: string }>(
    `UPDATE farcaster_channels SET used_at = $2
     WHERE token_hash = $1 AND completed_at IS NOT NULL AND used_at IS NULL AND expires_at > $2
     RETURNING request, result`,
    [tokenHash, now],
  )
  if (!row) return undefined
  return {
    request: JSON.parse(row.request) as ChannelRequest,
    result: JSON.parse(row.result) as ChannelResult,
  }
}

/**
 * Test mode (POST /test/faults, `expire-channels`): every live channel ends now, as if its time had
 * run out, so a test sees an expiry without waiting for it. Answers how many ended.
 */
export async function expireLiveChannels(db: Queryable, now: number): Promise<number> {
  const rows = await db.query(
    'UPDATE farcaster_channels SET expires_at = $1 WHERE expires_at > $1 RETURNING token_hash',
    [now],
  )
  return rows.length
}
