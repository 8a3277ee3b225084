import type { AuthContext, Caller } from '../auth-context.js'
import { deviceNotVerified } from '../auth-error.js'
import { normalizeEmail } from '../email-address.js'
import { hashToken, newToken } from '../secrets.js'
import { isDeviceVerified, verifyDevice } from '../store/devices.js'
import { createSession } from '../store/sessions.js'
import { findOrCreateUser, findUserByEmail } from '../store/users.js'
import { guardCheck } from './guard-send.js'
import { consumeCode, loginKey } from './one-time-code.js'

export interface LoginAnswer {
  sessionToken: string
  /** ISO 8601. */
  expiresAt: string
  user: { id: string; email: string | null; isNew: boolean }
}

/**
 * POST /email/verify: the login code makes (or finds) the user and opens a session on the device.
 * A known user's device must have been approved first; that is checked before the code, so a code
 * typed on the wrong device is not used up. A new user's first device is verified by the code.
 */
export async function verifyLogin(
  ctx: AuthContext,
  caller: Caller,
  body: { email: string; deviceId: string; otp: string },
): Promise<LoginAnswer> {
  const email = normalizeEmail(body.email)
  await guardCheck(ctx, caller)
  const known = await findUserByEmail(ctx.db, email)
  if (known && !(await isDeviceVerified(ctx.db, known.id, body.deviceId))) throw deviceNotVerified()
  await consumeCode(ctx, loginKey(email, known ? body.deviceId : undefined), body.otp)

  const now = ctx.now()
  const { user, isNew } = await findOrCreateUser(ctx.db, email, now)
  await verifyDevice(ctx.db, user.id, body.deviceId, now)
  const sessionToken = newToken()
  const expiresAt = now + ctx.limits.sessionTtlMs
  await createSession(
    ctx.db,
    { tokenHash: hashToken(ctx.secret, sessionToken), userId: user.id, deviceId: body.deviceId, expiresAt },
    now,
  )
  return { sessionToken, expiresAt: new Date(expiresAt).toISOString(), user: { ...user, isNew } }
}
