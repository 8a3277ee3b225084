import { createHash, randomBytes } from 'node:crypto'
import { generateSiweNonce } from 'viem/siwe'
import type { z } from 'zod'
import type { Database } from '../../db/database.js'
import { HttpError } from '../../http/http-error.js'
import {
  type Channel,
  type ChannelRequest,
  completeChannel,
  insertChannel,
  readChannel,
} from './channel-store.js'
import type { authenticateSchema, createChannelSchema } from './farcaster-schemas.js'
import type { FidLookup } from './fid-lookup.js'
import { SignInRefusedError, verifySignIn } from './verify-sign-in.js'

export interface FarcasterContext {
  db: Database
  registry: FidLookup
  /** The Farcaster app's sign-in page the channel URL points at (it reads the query). */
  appUrl: string
  channelTtlMs: number
  now: () => number
}

/** What the database keys a channel by: the token itself stays with the page that opened it. */
export const channelTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** The channel token of an `Authorization: Bearer …` header; 401 without one. */
export function bearerToken(header: string | undefined): string {
  const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1]
  if (!token) throw new HttpError(401, 'Unauthorized')
  return token
}

/** POST /v1/channel: a new channel and the URL the Farcaster app opens to complete it. */
export async function openChannel(
  ctx: FarcasterContext,
  body: z.infer<typeof createChannelSchema>,
): Promise<{ channelToken: string; url: string; nonce: string }> {
  const channelToken = randomBytes(32).toString('base64url')
  const nonce = body.nonce ?? generateSiweNonce()
  const terms = { nonce, siweUri: body.siweUri, domain: body.domain }
  const optional = {
    notBefore: body.notBefore,
    expirationTime: body.expirationTime,
    requestId: body.requestId,
  }
  // The app reads the channel's terms from its URL, as it would from the public relay's.
  const url = new URL(ctx.appUrl)
  for (const [key, value] of Object.entries({ channelToken, ...terms, ...optional }))
    if (value !== undefined) url.searchParams.set(key, value)
  const request: ChannelRequest = { ...terms, ...optional, redirectUrl: body.redirectUrl, url: url.href }
  const now = ctx.now()
  await insertChannel(ctx.db, channelTokenHash(channelToken), request, now + ctx.channelTtlMs, now)
  return { channelToken, url: url.href, nonce }
}

/** A live channel of a bearer token; 401 when unknown or expired (the relay forgets expired ones). */
export async function liveChannel(ctx: FarcasterContext, token: string): Promise<Channel> {
  const channel = await readChannel(ctx.db, channelTokenHash(token), ctx.now())
  if (!channel) throw new HttpError(401, 'Unauthorized')
  return channel
}

/** GET /v1/channel/status: 202 while pending, 200 with the signed message and profile once completed. */
export function describeChannel(channel: Channel): { status: number; json: unknown } {
  const { request, result } = channel
  const base = { nonce: request.nonce, url: request.url, connectUri: request.url }
  if (!result) return { status: 202, json: { state: 'pending', ...base } }
  const { url: _url, ...signatureParams } = request
  return {
    status: 200,
    json: {
      state: 'completed',
      ...base,
      ...result,
      authMethod: 'custody',
      verifications: [],
      signatureParams,
    },
  }
}

/**
 * POST /v1/channel/authenticate: the Farcaster app's signed message completes the channel when it
 * verifies (verify-sign-in.ts) against the channel's terms and the registry. 401 with the reason
 * otherwise; 409 for a channel completed already.
 */
export async function authenticateChannel(
  ctx: FarcasterContext,
  token: string,
  body: z.infer<typeof authenticateSchema>,
): Promise<{ status: number; json: unknown }> {
  const channel = await liveChannel(ctx, token)
  if (channel.result) throw new HttpError(409, 'Channel already completed')
  const user = await verifySignIn(channel.request, body, ctx.registry, new Date(ctx.now())).catch(
    (error: unknown) => {
      if (error instanceof SignInRefusedError) throw new HttpError(401, error.reason)
      throw error
    },
  )
  const result = { message: body.message, signature: body.signature, ...user }
  if (!(await completeChannel(ctx.db, channelTokenHash(token), result, ctx.now())))
    throw new HttpError(409, 'Channel already completed')
  const completed = describeChannel({ ...channel, result })
  return { status: 201, json: completed.json }
}
