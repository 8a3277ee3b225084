import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { HttpError } from '../../http/http-error.js'
import { readJsonBody } from '../../http/read-body.js'
import type { RouteTable } from '../../http/routes.js'
import {
  authenticateChannel,
  bearerToken,
  describeChannel,
  type FarcasterContext,
  liveChannel,
  openChannel,
} from './channel-flows.js'
import { authenticateSchema, createChannelSchema } from './farcaster-schemas.js'

/** The relay's base URL is `${cloud}${FARCASTER_PATH}`; the client adds `/v1/channel…`. */
export const FARCASTER_PATH = '/farcaster'
const V1 = `${FARCASTER_PATH}/v1`
const MAX_BODY_BYTES = 32 * 1024

export interface FarcasterCall {
  ctx: FarcasterContext
  req: IncomingMessage
}

type Route = (call: FarcasterCall) => Promise<{ status: number; json: unknown }>

/** The auth relay's channel API (README, "Sign In With Farcaster"): path → method → what answers it. */
export const FARCASTER_ROUTES: RouteTable<Route> = {
  [`${V1}/channel`]: {
    POST: async (call) => ({
      status: 201,
      json: await openChannel(call.ctx, await readBody(call.req, createChannelSchema)),
    }),
  },
  [`${V1}/channel/status`]: {
    GET: async (call) =>
      describeChannel(await liveChannel(call.ctx, bearerToken(call.req.headers.authorization))),
  },
  [`${V1}/channel/authenticate`]: {
    POST: async (call) => {
      const token = bearerToken(call.req.headers.authorization)
      return authenticateChannel(call.ctx, token, await readBody(call.req, authenticateSchema))
    },
  },
}

/** The body checked against `schema`: 400 naming the first wrong field, 413 past 32 KB. */
async function readBody<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(req, MAX_BODY_BYTES))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new HttpError(400, `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'bad request'}`)
}
