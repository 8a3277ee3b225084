import { parseSiwxSession, type SiwxSession, siwxSessionIssue } from '@appkit/siwx'
import { HttpError } from '../../../http/http-error.js'
import { hashToken, newToken } from '../../auth/secrets.js'
import { openEmailToken } from '../email/email-proofs.js'
import type { SiwxContext } from '../siwx-context.js'
import { invalidEmailToken, nonceExpired, nonceUsed, unknownNonce } from '../siwx-error.js'
import { SIWX_EXPIRED_KEPT_MS } from '../siwx-limits.js'
import { consumeNonce, nonceState } from '../store/nonces.js'
import { insertSession } from '../store/sessions.js'
import { requireSiteOfSession } from './check-origin.js'
import { checkSessionText, verifySignature } from './verify-session.js'

export interface SignedIn {
  /** The bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
  token: string
  session: SiwxSession
  expiresAt: string
  /** The address proven by the body's `emailToken`, kept with the session. */
  email?: string
}

/**
 * POST /sessions. The checks, in this order: the body is a session (400 naming the field) with,
 * if it has one, an `emailToken` this cloud signed for the project that has not expired (400
 * 'Invalid email token'), its domain is its URI's host (400 'Sign-in domain is not the host of its
 * URI'), its URI's origin is the project's (403) and the request's Origin, if sent, is the URI's
 * (403; check-origin.ts), its nonce was issued to the
 * project (400 'Unknown nonce'), has not expired (400 'Nonce expired') and was not used (409
 * 'Nonce already used'), its text and times hold and a verifier serves its namespace (400). None
 * of these uses the nonce up: they say nothing about the signature, and a client that got them
 * wrong may fix them and send the same signature. Then the nonce is used up, atomically, and only then is the signature checked: a
 * nonce buys one signature check, whatever its outcome (401, 503), so nobody can try signatures
 * against one nonce, and a replay of a session that went through gets 409.
 */
export async function signIn(
  ctx: SiwxContext,
  projectId: string,
  body: unknown,
  requestOrigin?: string,
): Promise<SignedIn> {
  const session = readSession(body)
  const email = readEmailToken(ctx, projectId, body)
  const { nonce } = session.data
  await requireSiteOfSession(ctx.db, projectId, session.data, requestOrigin)
  const now = ctx.now()
  const state = await nonceState(ctx.db, nonce, projectId, now)
  if (state === 'unknown') throw unknownNonce()
  if (state === 'expired') throw nonceExpired()
  if (state === 'used') throw nonceUsed()
  const verifier = checkSessionText(ctx, session, now)
  // Another request with this nonce may have got here first, on any instance: one of them wins.
  if (!(await consumeNonce(ctx.db, nonce, projectId, now))) throw nonceUsed()
  const kept = await verifySignature(verifier, session)

  const token = newToken()
  const expiresAt = sessionExpiry(session, now, ctx.limits.sessionTtlMs)
  await insertSession(
    ctx.db,
    {
      tokenHash: hashToken(ctx.secret, token),
      projectId,
      chainId: kept.data.chainId,
      address: kept.data.accountAddress,
      // The captured address rides in the session's JSON: no column of its own.
      session: JSON.stringify(email === undefined ? kept : { ...kept, email }),
      expiresAt,
    },
    now,
    now - SIWX_EXPIRED_KEPT_MS,
  )
  return {
    token,
    session: kept,
    expiresAt: new Date(expiresAt).toISOString(),
    ...(email === undefined ? {} : { email }),
  }
}

/** The earlier of the message's Expiration Time and `ttlMs` from now. */
export function sessionExpiry(session: SiwxSession, now: number, ttlMs: number): number {
  const { expirationTime } = session.data
  const capped = now + ttlMs
  return expirationTime === undefined ? capped : Math.min(Date.parse(expirationTime), capped)
}

function readSession(body: unknown): SiwxSession {
  const session = parseSiwxSession(body)
  if (session === undefined) throw new HttpError(400, `Invalid session: ${siwxSessionIssue(body)}`)
  return session
}

/** The email of the body's `emailToken`; undefined without one. */
function readEmailToken(ctx: SiwxContext, projectId: string, body: unknown): string | undefined {
  const value = (body as { emailToken?: unknown }).emailToken
  if (value === undefined) return undefined
  const proof = openEmailToken(ctx.secret, value)
  if (proof === undefined || proof.projectId !== projectId || proof.exp <= ctx.now()) {
    throw invalidEmailToken()
  }
  return proof.email
}
