import type { AuthContext, Caller } from '../auth-context.js'
import { cooldownError, rateLimitedError } from '../auth-error.js'
import { claimCooldown, hitRateLimit, releaseCooldown, startCooldown } from '../store/throttles.js'

/**
 * Runs `send` (a mail to `email` that a person asked for) within the limits: the caller's IP, the
 * address's cooldown (spec §9, COOLDOWN with retryAfter), then the address's own limit. A send that
 * fails gives the cooldown back, so the person may try again at once.
 */
export async function guardSend<T>(
  ctx: AuthContext,
  caller: Caller,
  email: string,
  send: () => Promise<T>,
): Promise<T> {
  const { limits } = ctx
  const now = ctx.now()
  const byIp = await hitRateLimit(ctx.db, `send-ip:${caller.ip}`, limits.sendsPerIp, now)
  if (!byIp.ok) throw rateLimitedError(byIp.retryAfterMs)
  const cooldown = await claimCooldown(ctx.db, email, now, limits.cooldownMs)
  if (!cooldown.ok) throw cooldownError(cooldown.retryAfterMs)
  try {
    const byEmail = await hitRateLimit(ctx.db, `send-email:${email}`, limits.sendsPerEmail, now)
    if (!byEmail.ok) throw rateLimitedError(byEmail.retryAfterMs)
    return await send()
  } catch (error) {
    await releaseCooldown(ctx.db, email, now, limits.cooldownMs).catch(() => undefined)
    throw error
  }
}

/**
 * A mail that is the next step of a flow the person already started (the code after a device
 * approval, the code to a new address): it counts against the address's limit and starts its
 * cooldown, but does not wait for one.
 */
export async function guardFollowUp<T>(ctx: AuthContext, email: string, send: () => Promise<T>): Promise<T> {
  const now = ctx.now()
  const byEmail = await hitRateLimit(ctx.db, `send-email:${email}`, ctx.limits.sendsPerEmail, now)
  if (!byEmail.ok) throw rateLimitedError(byEmail.retryAfterMs)
  await startCooldown(ctx.db, email, now, ctx.limits.cooldownMs)
  return send()
}

/** A code check from the caller's IP: refused past the limit, whatever the code. */
export async function guardCheck(ctx: AuthContext, caller: Caller): Promise<void> {
  const byIp = await hitRateLimit(ctx.db, `check-ip:${caller.ip}`, ctx.limits.checksPerIp, ctx.now())
  if (!byIp.ok) throw rateLimitedError(byIp.retryAfterMs)
}
