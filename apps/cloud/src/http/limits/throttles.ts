import type { Queryable } from '../../db/database.js'

// The cloud's one rate-limit and cooldown store, for every service (auth, sign-in). It lives in the
// database, not in memory, so instances behind one load balancer share it. The tables keep the
// names their first user gave them (migration 004): renaming them would need a migration for nothing.

/** A fixed-window limit: at most `max` hits per `windowMs`. */
export interface RateLimit {
  max: number
  windowMs: number
}

/** Allowed, or refused with how long until it would be. */
export type Throttle = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Starts an address's cooldown unless one is running: one statement, so two instances cannot both
 * start it. Refused with the time left otherwise.
 */
export async function claimCooldown(
  db: Queryable,
  email: string,
  now: number,
  cooldownMs: number,
): Promise<Throttle> {
  const claimed = await db.query(
    `INSERT INTO auth_cooldowns (email, until_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET until_at = excluded.until_at WHERE auth_cooldowns.until_at <= $3
     RETURNING until_at`,
    [email, now + cooldownMs, now],
  )
  if (claimed.length > 0) return { ok: true }
  const [row] = await db.query<{ until_at: number }>('SELECT until_at FROM auth_cooldowns WHERE email = $1', [
    email,
  ])
  // Gone between the two statements (pruned): as good as over.
  return row ? { ok: false, retryAfterMs: Math.max(1, Number(row.until_at) - now) } : { ok: true }
}

/** Starts a cooldown whether or not one runs (a mail sent as the next step of a flow). */
export async function startCooldown(
  db: Queryable,
  email: string,
  now: number,
  cooldownMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth_cooldowns (email, until_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET until_at = excluded.until_at`,
    [email, now + cooldownMs],
  )
}

/** Ends the cooldown this caller started (its mail could not be sent), not a later one. */
export async function releaseCooldown(
  db: Queryable,
  email: string,
  now: number,
  cooldownMs: number,
): Promise<void> {
  await db.query('DELETE FROM auth_cooldowns WHERE email = $1 AND until_at = $2', [email, now + cooldownMs])
}

/**
 * Counts a hit on `key` in the current fixed window (aligned to the epoch, so every instance has
 * the same windows) and refuses it past `limit.max`. A hit that opens a window also prunes the rows
 * of windows that are over, which keeps both tables small without a timer.
 */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  limit: RateLimit,
  now: number,
): Promise<Throttle> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs
  const windowEnd = windowStart + limit.windowMs
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO auth_rate_limits (key, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = auth_rate_limits.hits + 1 RETURNING hits`,
    [key, windowStart, windowEnd],
  )
  const hits = row!.hits
  if (hits === 1) {
    await db.query('DELETE FROM auth_rate_limits WHERE expires_at <= $1', [now])
    await db.query('DELETE FROM auth_cooldowns WHERE until_at <= $1', [now])
  }
  return hits <= limit.max ? { ok: true } : { ok: false, retryAfterMs: windowEnd - now }
}
