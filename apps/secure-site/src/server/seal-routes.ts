import type { IncomingMessage } from 'node:http'
import { fromBase64, toBase64 } from '../shared/base64.js'
import { sealRequestSchema, unsealRequestSchema } from '../shared/seal-api.js'
import { bearerToken, type CloudSession, checkCloudSession, type FetchLike } from './cloud-session.js'
import { readJsonBody } from './read-json-body.js'
import { type SealKey, sealShare, unsealShare } from './seal.js'

export interface SealContext {
  key: SealKey
  cloudUrl: () => string
  fetch?: FetchLike
}

/** The session first, the body after: an unauthenticated caller learns nothing about the body. */
async function sessionOf(ctx: SealContext, req: IncomingMessage): Promise<CloudSession> {
  const token = bearerToken(req.headers.authorization)
  return checkCloudSession({ cloudUrl: ctx.cloudUrl(), token, ...(ctx.fetch ? { fetch: ctx.fetch } : {}) })
}

/** POST /seal: seals the caller's recovery share for the caller's account. */
export async function sealRoute(ctx: SealContext, req: IncomingMessage): Promise<{ sealed: string }> {
  const session = await sessionOf(ctx, req)
  const { share } = await readJsonBody(req, sealRequestSchema)
  return { sealed: toBase64(await sealShare(ctx.key, fromBase64(share), session.userId)) }
}

/**
 * POST /recovery/unseal: opens a recovery share sealed for the caller's own account, for a device
 * the cloud has verified (its session exists only on one). A share of another account does not
 * open: its associated data names that account.
 */
export async function unsealRoute(ctx: SealContext, req: IncomingMessage): Promise<{ share: string }> {
  const session = await sessionOf(ctx, req)
  const { sealed } = await readJsonBody(req, unsealRequestSchema)
  return { share: toBase64(await unsealShare(ctx.key, fromBase64(sealed), session.userId)) }
}
