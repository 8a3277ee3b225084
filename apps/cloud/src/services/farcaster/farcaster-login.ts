import { z } from 'zod'
import type { AuthContext, Caller } from '../auth/auth-context.js'
import { AuthError } from '../auth/auth-error.js'
import { deviceIdSchema } from '../auth/auth-schemas.js'
import { guardCheck } from '../auth/flows/guard-send.js'
import { type IdentityLoginAnswer, identityLogin } from '../auth/flows/identity-login.js'
import { channelTokenHash } from './channel-flows.js'
import { useChannel } from './channel-store.js'
import { type FidLookup, listedFids } from './fid-lookup.js'
import { TEST_FIDS } from './test-fids.js'
import { SignInRefusedError, verifySignIn } from './verify-sign-in.js'

/** The issuer of Farcaster identities: a user is (farcaster, fid). */
export const FARCASTER_ISSUER = 'farcaster'

export const farcasterLoginSchema = z.object({
  channelToken: z.string().min(1).max(256),
  deviceId: deviceIdSchema,
})

export interface FarcasterLoginAnswer extends IdentityLoginAnswer {
  userName: string
  fid: number
}

const notCompleted = (reason: string) =>
  new AuthError('UNAUTHORIZED', `The Farcaster login was not approved: ${reason}.`)

/**
 * POST /auth/v1/farcaster/login (AUTH.md, "Farcaster login"): the cloud reads its own relay's
 * channel (never what the caller says it held), uses it up, checks its signed message again against
 * the registry, and opens a session for (farcaster, fid) on the device.
 */
export async function farcasterLogin(
  ctx: AuthContext,
  caller: Caller,
  body: { channelToken: string; deviceId: string },
  registry: FidLookup = listedFids(TEST_FIDS),
): Promise<FarcasterLoginAnswer> {
  await guardCheck(ctx, caller)
  const now = ctx.now()
  const channel = await useChannel(ctx.db, channelTokenHash(body.channelToken), now)
  if (!channel) throw notCompleted('the channel is pending, expired, unknown or used already')
  const user = await verifySignIn(channel.request, channel.result, registry, new Date(now)).catch(
    (error: unknown) => {
      if (error instanceof SignInRefusedError) throw notCompleted(error.reason)
      throw error
    },
  )
  const answer = await identityLogin(
    ctx,
    {
      issuer: FARCASTER_ISSUER,
      subject: String(user.fid),
      displayName: user.displayName,
      verifiedEmail: null,
    },
    body.deviceId,
    { linkByEmail: false },
  )
  return { ...answer, userName: user.username, fid: user.fid }
}
