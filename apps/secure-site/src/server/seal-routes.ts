import type { IncomingMessage } from 'node:http'
import { fromBase64, toBase64 } from '../shared/base64.js'
import { recoveryCodeRequestSchema, sealRequestSchema, unsealRequestSchema } from '../shared/seal-api.js'
import { encryptForDevice } from '../shared/share-transport.js'
import { bearerToken, type CloudSession, checkCloudSession, type FetchLike } from './cloud-session.js'
import { BadRequestError, RecoveryEmailMismatchError } from './errors.js'
import { type FarcasterProofContext, verifyFarcasterProof } from './farcaster/farcaster-proof.js'
import { readJsonBody } from './read-json-body.js'
import { type RecoveryCodes, recoverySubject } from './recovery-codes.js'
import type { RecoveryMailer } from './recovery-mailer.js'
import { type SealKey, sealShare, unsealShare } from './seal.js'
import { RecoveryMethodMismatchError, SocialIdentityMismatchError } from './social/social-errors.js'
import { verifySocialProof } from './social/social-proof.js'
import type { SocialContext } from './social/social-routes.js'

export interface SealContext {
  key: SealKey
  cloudUrl: () => string
  codes: RecoveryCodes
  mailer: RecoveryMailer
  /** Verifies social users' fresh logins. */
  social: SocialContext
  /** Verifies Farcaster users' fresh approvals. */
  farcaster: FarcasterProofContext
  fetch?: FetchLike
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The session first, the body after: an unauthenticated caller learns nothing about the body. */
async function sessionOf(ctx: SealContext, req: IncomingMessage): Promise<CloudSession> {
  const token = bearerToken(req.headers.authorization)
  return checkCloudSession({ cloudUrl: ctx.cloudUrl(), token, ...(ctx.fetch ? { fetch: ctx.fetch } : {}) })
}

/**
 * POST /seal: seals the caller's recovery share for the caller's account, with the address the
 * recovery codes will go to. That address must be the session's: a page cannot seal a share whose
 * codes go elsewhere.
 */
export async function sealRoute(ctx: SealContext, req: IncomingMessage): Promise<{ sealed: string }> {
  const session = await sessionOf(ctx, req)
  const body = await readJsonBody(req, sealRequestSchema)
  if ('social' in body || 'farcaster' in body) {
    // Sealed to the identity this server verified itself: not one the cloud or the page names.
    const identity = await loginIdentity(ctx, body)
    const sealed = await sealShare(ctx.key, { share: fromBase64(body.share), identity }, session.userId)
    return { sealed: toBase64(sealed) }
  }
  if (session.email === undefined || !sameEmail(body.email, session.email)) {
    throw new RecoveryEmailMismatchError()
  }
  const sealed = await sealShare(
    ctx.key,
    { share: fromBase64(body.share), email: body.email.trim().toLowerCase() },
    session.userId,
  )
  return { sealed: toBase64(sealed) }
}

/**
 * POST /recovery/code: mails an 8-digit code to the address sealed in the share (never one the
 * cloud or the caller names). The session only says which account's seal to open; a session the
 * cloud made up for an attacker therefore sends the code to the real owner's inbox.
 */
export async function recoveryCodeRoute(ctx: SealContext, req: IncomingMessage): Promise<{ sent: true }> {
  const session = await sessionOf(ctx, req)
  const { sealed } = await readJsonBody(req, recoveryCodeRequestSchema)
  const blob = fromBase64(sealed)
  const { share, email } = await unsealShare(ctx.key, blob, session.userId)
  share.fill(0)
  if (email === undefined) throw new RecoveryMethodMismatchError('social login')
  await ctx.mailer.send(email, ctx.codes.issue(recoverySubject(session.userId, blob)))
  return { sent: true }
}

/**
 * POST /recovery/unseal: opens a recovery share sealed for the caller's own account, only with the
 * code mailed for that very blob (a social user's: a fresh login as the sealed identity), and
 * answers it encrypted to the device's one-off key. A share of another account does not open: its
 * associated data names that account.
 */
export async function unsealRoute(
  ctx: SealContext,
  req: IncomingMessage,
): Promise<{ serverKey: string; iv: string; ciphertext: string }> {
  const session = await sessionOf(ctx, req)
  const body = await readJsonBody(req, unsealRequestSchema)
  const blob = fromBase64(body.sealed)
  const devicePublicKey = fromBase64(body.deviceKey)
  // Checked before the code is spent: a bad key must not burn the user's code.
  if (devicePublicKey.length !== 65 || devicePublicKey[0] !== 4)
    throw new BadRequestError('Invalid body: deviceKey: not a P-256 public key')
  const login = 'social' in body || 'farcaster' in body ? await loginIdentity(ctx, body) : undefined
  if ('code' in body) ctx.codes.check(recoverySubject(session.userId, blob), body.code)
  const { share, email, identity } = await unsealShare(ctx.key, blob, session.userId)
  try {
    if (login) {
      if (!identity) throw new RecoveryMethodMismatchError('email')
      if (identity.issuer !== login.issuer || identity.subject !== login.subject) {
        throw new SocialIdentityMismatchError()
      }
    } else if (email === undefined) {
      throw new RecoveryMethodMismatchError('social login')
    }
    const answer = await encryptForDevice(devicePublicKey, share).catch(() => {
      throw new BadRequestError('Invalid body: deviceKey: not a P-256 public key')
    })
    return {
      serverKey: toBase64(answer.serverKey),
      iv: toBase64(answer.iv),
      ciphertext: toBase64(answer.ciphertext),
    }
  } finally {
    share.fill(0)
  }
}

/** The identity a social or Farcaster login proves, verified by this server. */
function loginIdentity(
  ctx: SealContext,
  body:
    | { social: Parameters<typeof verifySocialProof>[1] }
    | { farcaster: Parameters<typeof verifyFarcasterProof>[1] },
) {
  return 'social' in body
    ? verifySocialProof(ctx.social, body.social)
    : verifyFarcasterProof(ctx.farcaster, body.farcaster)
}
