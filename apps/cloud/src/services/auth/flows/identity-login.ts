import type { AuthContext } from '../auth-context.js'
import { hashToken, newToken } from '../secrets.js'
import { verifyDevice } from '../store/devices.js'
import { findOrCreateUserByIdentity, type Identity } from '../store/identities.js'
import { createSession } from '../store/sessions.js'
import type { LoginAnswer } from './verify-login.js'

export interface IdentityLoginAnswer extends LoginAnswer {
  /** The identity was attached now to the email user with its verified address. */
  linked: boolean
}

/**
 * A session for someone an identity provider vouched for (a verified ID token, a Farcaster
 * signature): the caller has checked the proof. The provider's proof is the login, so the device is
 * verified for the user as an email code verifies it; the same (issuer, subject) always finds the
 * same user, on any device.
 */
export async function identityLogin(
  ctx: AuthContext,
  identity: Identity,
  deviceId: string,
  options: { linkByEmail: boolean },
): Promise<IdentityLoginAnswer> {
  const now = ctx.now()
  const { user, isNew, linked } = await findOrCreateUserByIdentity(ctx.db, identity, options, now)
  await verifyDevice(ctx.db, user.id, deviceId, now)
  const sessionToken = newToken()
  const expiresAt = now + ctx.limits.sessionTtlMs
  await createSession(
    ctx.db,
    { tokenHash: hashToken(ctx.secret, sessionToken), userId: user.id, deviceId, expiresAt },
    now,
  )
  return { sessionToken, expiresAt: new Date(expiresAt).toISOString(), user: { ...user, isNew }, linked }
}
