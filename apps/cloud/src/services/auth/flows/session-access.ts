import type { IncomingMessage } from 'node:http'
import type { AuthContext } from '../auth-context.js'
import { deviceNotVerified, unauthorized } from '../auth-error.js'
import { hashToken } from '../secrets.js'
import { forgetOtherDevices, isDeviceVerified } from '../store/devices.js'
import { deleteOtherSessions, deleteSession, findSession, type Session } from '../store/sessions.js'

export interface SessionCall {
  session: Session
  tokenHash: string
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/

/** The caller's live session from `Authorization: Bearer <token>`, or UNAUTHORIZED. */
export async function requireSession(ctx: AuthContext, req: IncomingMessage): Promise<SessionCall> {
  const match = BEARER.exec(req.headers.authorization ?? '')
  if (!match) throw unauthorized()
  const tokenHash = hashToken(ctx.secret, match[1]!)
  const session = await findSession(ctx.db, tokenHash, ctx.now())
  if (!session) throw unauthorized()
  return { session, tokenHash }
}

/**
 * The same, from a device the user verified. Every session starts on one, so this fails only when
 * the device was forgotten since (its row deleted): the key shares then stay out of reach.
 */
export async function requireVerifiedDevice(ctx: AuthContext, req: IncomingMessage): Promise<SessionCall> {
  const call = await requireSession(ctx, req)
  if (!(await isDeviceVerified(ctx.db, call.session.user.id, call.session.deviceId)))
    throw deviceNotVerified()
  return call
}

/** GET /session: who the token belongs to. */
export function describeSession({ session }: SessionCall) {
  return {
    user: session.user,
    deviceId: session.deviceId,
    expiresAt: new Date(session.expiresAt).toISOString(),
  }
}

/**
 * POST /signout/everywhere: for a person who lost a device or fears a session was taken. Every other
 * session of the user ends and every other device is forgotten (it needs the mail's approval again),
 * in one transaction; this device and its session stay. Only from a verified device.
 */
export async function signOutEverywhere(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<{ sessionsEnded: number; devicesForgotten: number }> {
  const { session, tokenHash } = await requireVerifiedDevice(ctx, req)
  return ctx.db.transaction(async (tx) => ({
    sessionsEnded: await deleteOtherSessions(tx, session.user.id, tokenHash),
    devicesForgotten: await forgetOtherDevices(tx, session.user.id, session.deviceId),
  }))
}

/** POST /signout: the token stops working at once, on every instance. */
export async function signOut(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const { tokenHash } = await requireSession(ctx, req)
  await deleteSession(ctx.db, tokenHash)
}
