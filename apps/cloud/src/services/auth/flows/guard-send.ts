import {
  claimCooldown,
  hitRateLimit,
  releaseCooldown,
  startCooldown,
} from '../../../http/limits/throttles.js'
import type { AuthContext, Caller } from '../auth-context.js'
import { cooldownError, rateLimitedError } from '../auth-error.js'

/**
 * Whose mail budget a send spends. Anyone may type an address, so strangers share one budget per
 * address; a device the address's owner already verified has a budget of its own, which strangers
 * (who do not know its id) cannot spend: burning an address's hourly mails does not lock its owner
 * out on a device they use.
 */
export function sendBudget(email: string, knownDeviceId?: string): { cooldown: string; limit: string } {
  return knownDeviceId === undefined
    ? { cooldown: email, limit: `send-email:${email}` }
    : { cooldown: `${email}#${knownDeviceId}`, limit: `send-device:${email}#${knownDeviceId}` }
}

/**
 * Runs `send` (a mail to `email` that a person asked for) within the limits: the caller's IP, the
 * budget's cooldown (spec §9, COOLDOWN with retryAfter), then the budget's own limit. A send that
 * fails gives the cooldown back, so the person may try again at once.
 */
export async function guardSend<T>(
  ctx: AuthContext,
  caller: Caller,
  email: string,
  send: () => Promise<T>,
  knownDeviceId?: string,
): Promise<T> {
  const { limits } = ctx
  const now = ctx.now()
  const budget = sendBudget(email, knownDeviceId)
  const byIp = await hitRateLimit(ctx.db, `send-ip:${caller.ip}`, limits.sendsPerIp, now)
  if (!byIp.ok) throw rateLimitedError(byIp.retryAfterMs)
  const cooldown = await claimCooldown(ctx.db, budget.cooldown, now, limits.cooldownMs)
  if (!cooldown.ok) throw cooldownError(cooldown.retryAfterMs)
  try {
    const byEmail = await hitRateLimit(ctx.db, budget.limit, limits.sendsPerEmail, now)
    if (!byEmail.ok) throw rateLimitedError(byEmail.retryAfterMs)
    return await send()
  } catch (error) {
    await releaseCooldown(ctx.db, budget.cooldown, now, limits.cooldownMs).catch(() => undefined)
    throw error
  }
}

/**
 * A mail that is the next step of a flow the person already started (the code after a device
 * approval, the code to a new address): it counts against the address's limit and starts its
 * cooldown, but does not wait for one.
 */
export async function guardFollowUp<T>(
  ctx: AuthContext,
  email: string,
  send: () => Promise<T>,
  knownDeviceId?: string,
): Promise<T> {
  const now = ctx.now()
  const budget = sendBudget(email, knownDeviceId)
  const byEmail = await hitRateLimit(ctx.db, budget.limit, ctx.limits.sendsPerEmail, now)
  if (!byEmail.ok) throw rateLimitedError(byEmail.retryAfterMs)
  await startCooldown(ctx.db, budget.cooldown, now, ctx.limits.cooldownMs)
  return send()
}

/** A code check from the caller's IP: refused past the limit, whatever the code. */
export async function guardCheck(ctx: AuthContext, caller: Caller): Promise<void> {
  const byIp = await hitRateLimit(ctx.db, `check-ip:${caller.ip}`, ctx.limits.checksPerIp, ctx.now())
  if (!byIp.ok) throw rateLimitedError(byIp.retryAfterMs)
}
