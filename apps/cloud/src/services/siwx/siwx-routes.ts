import type { IncomingMessage } from 'node:http'
import { HttpError } from '../../http/http-error.js'

import { readJsonBody } from '../../http/read-body.js'
import type { RouteTable } from '../../http/routes.js'
import { currentSession, signOut } from './flows/current-session.js'
import { issueNonce } from './flows/issue-nonce.js'
import { requestEmailCode } from './flows/request-email-code.js'
import { signIn } from './flows/sign-in.js'
import { verifyEmailCode } from './flows/verify-email-code.js'
import type { SiwxContext } from './siwx-context.js'
import { projectIdMissing } from './siwx-error.js'

export const SIWX_PATH = '/siwx/v1'

/** Far above any session: a 16 KB message, a 32 KB signature, and the Cacao repeating both. */
export const MAX_SIWX_BODY_BYTES = 128 * 1024

/** One request to a sign-in endpoint, as a route sees it. */
export interface SiwxCall {
  ctx: SiwxContext
  req: IncomingMessage
  url: URL
  /** The client's IP (the nonce and email-code rate limits). */
  ip: string
}

export interface SiwxAnswer {
  status: number
  json?: unknown
}

type Route = (call: SiwxCall) => Promise<SiwxAnswer>

/** The contract (README, "Sign-in with X"): path → method → what answers it. */
export const SIWX_ROUTES: RouteTable<Route> = {
  [`${SIWX_PATH}/nonces`]: {
    POST: async (call) => ({ status: 201, json: await issueNonce(call.ctx, call.ip, projectIdOf(call.url)) }),
  },
  [`${SIWX_PATH}/sessions`]: {
    POST: async (call) => {
      const projectId = projectIdOf(call.url)
      const body = await readBody(call.req)
      return { status: 201, json: await signIn(call.ctx, projectId, body, call.req.headers.origin) }
    },
  },
  [`${SIWX_PATH}/emails`]: {
    POST: async (call) => {
      const projectId = projectIdOf(call.url)
      const body = await readBody(call.req)
      return { status: 201, json: await requestEmailCode(call.ctx, call.ip, projectId, body) }
    },
  },
  [`${SIWX_PATH}/emails/verify`]: {
    POST: async (call) => {
      const projectId = projectIdOf(call.url)
      return { status: 200, json: await verifyEmailCode(call.ctx, projectId, await readBody(call.req)) }
    },
  },
  [`${SIWX_PATH}/sessions/current`]: {
    GET: async (call) => ({
      status: 200,
      json: await currentSession(call.ctx, call.req, projectIdOf(call.url)),
    }),
    DELETE: async (call) => {
      await signOut(call.ctx, call.req, projectIdOf(call.url))
      return { status: 204 }
    },
  },
}

function projectIdOf(url: URL): string {
  const projectId = (url.searchParams.get('projectId') ?? '').trim()
  if (projectId === '') throw projectIdMissing()
  return projectId
}

/** The body as JSON: 400 'Invalid JSON body', 413 past MAX_SIWX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJsonBody(req, MAX_SIWX_BODY_BYTES)
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, error.message)
    throw error
  }
}
