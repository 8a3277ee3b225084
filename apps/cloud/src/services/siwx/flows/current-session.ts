import type { IncomingMessage } from 'node:http'
import { parseSiwxSession, type SiwxSession } from '@appkit/siwx'
import { HttpError } from '../../../http/http-error.js'
import { hashToken } from '../../auth/secrets.js'
import type { SiwxContext } from '../siwx-context.js'
import { notSignedIn, sessionExpired } from '../siwx-error.js'
import { findSession, revokeSession } from '../store/sessions.js'

export interface CurrentSession {
  session: SiwxSession
  expiresAt: string
  /** The address proven when signing in (email capture), if one was. */
  email?: string
}

// 32 bytes in base64url, as issued; the scheme is case-insensitive (RFC 9110).
const BEARER = /^bearer ([A-Za-z0-9_-]{43})$/i

/** The keyed hash (secrets.ts) of the request's bearer token, or undefined without one of the issued shape. */
export function bearerTokenHash(secret: Uint8Array, req: IncomingMessage): string | undefined {
  const match = BEARER.exec(req.headers.authorization ?? '')
  return match ? hashToken(secret, match[1]!) : undefined
}

/**
 * GET /sessions/current?projectId=: the token's session in that project. 401 'Session expired' past
 * its expiry, 'Not signed in' for a missing, unknown or revoked token, or one signed in for another
 * project: a dapp that gets hold of another dapp's token (a shared script, a log) reads nothing.
 */
export async function currentSession(
  ctx: SiwxContext,
  req: IncomingMessage,
  projectId: string,
): Promise<CurrentSession> {
  const tokenHash = bearerTokenHash(ctx.secret, req)
  if (tokenHash === undefined) throw notSignedIn()
  const stored = await findSession(ctx.db, tokenHash)
  if (stored === undefined || stored.revoked || stored.projectId !== projectId) throw notSignedIn()
  if (stored.expiresAt <= ctx.now()) throw sessionExpired()
  const { session, email } = parseStored(stored.session)
  const expiresAt = new Date(stored.expiresAt).toISOString()
  return { session, expiresAt, ...(email === undefined ? {} : { email }) }
}

/**
 * DELETE /sessions/current?projectId=: the token stops working on every instance; nothing to do
 * without one, or for a token of another project (which stays signed in there).
 */
export async function signOut(ctx: SiwxContext, req: IncomingMessage, projectId: string): Promise<void> {
  const tokenHash = bearerTokenHash(ctx.secret, req)
  if (tokenHash !== undefined) await revokeSession(ctx.db, tokenHash, projectId, ctx.now())
}

/** The stored JSON: the session as answered, and `email` beside its fields when one was captured. */
function parseStored(text: string): { session: SiwxSession; email?: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = undefined
  }
  const session = parseSiwxSession(value)
  const email = (value as { email?: unknown } | undefined)?.email
  // Only this service writes the column; a row it cannot read is its own fault, not the caller's.
  if (session === undefined || (email !== undefined && typeof email !== 'string')) {
    throw new HttpError(500, 'Stored session is unreadable')
  }
  return email === undefined ? { session } : { session, email }
}
