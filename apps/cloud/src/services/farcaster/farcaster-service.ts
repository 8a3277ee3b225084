import type { ServerResponse } from 'node:http'
import type { Database } from '../../db/database.js'
import { HttpError } from '../../http/http-error.js'
import { answerPreflight, type CorsPolicy } from '../../http/preflight.js'
import { findRoute, underPath } from '../../http/routes.js'
import type { Service } from '../../http/service.js'
import type { FarcasterContext } from './channel-flows.js'
import { FARCASTER_PATH, FARCASTER_ROUTES } from './farcaster-routes.js'
import { type FidLookup, listedFids } from './fid-lookup.js'
import { installRegistries } from './id-registry.js'
import { type FarcasterUser, TEST_FIDS } from './test-fids.js'

/** How long a channel can be completed and logged in with: longer than any client waits (5 min). */
export const DEFAULT_CHANNEL_TTL_MS = 10 * 60_000
/** Where a channel's URL points: the Farcaster app's sign-in link, as the public relay's do. */
export const DEFAULT_FARCASTER_APP_URL = 'https://farcaster.xyz/~/siwf'

export interface FarcasterServiceOptions {
  /** The database, and the local chain whose registries the official client reads (none: not installed). */
  backend: Promise<{ db: Database; registryRpcUrl: string | undefined }>
  /** The fids installed on the dev chain and checked against (the test fids by default). */
  registry?: readonly FarcasterUser[]
  /** Production: who owns a fid, read from the ID registry on chain (on-chain-fids.ts); `registry` is then not used. */
  lookup?: FidLookup
  appUrl?: string
  channelTtlMs?: number
  /** Tests move time (channel expiry, message windows); Date.now by default. */
  now?: () => number
}

/**
 * Any page may open and watch a channel, and any Farcaster app complete one (the channel token is
 * the bearer, and only the custody key's signature completes): `*`, no cookies.
 */
const CORS_HEADERS = { 'access-control-allow-origin': '*' } as const
const CORS: CorsPolicy = {
  methods: 'GET, POST, OPTIONS',
  headers: 'authorization, content-type, x-farcaster-auth-relay-key',
  maxAge: 600,
  origin: () => ({ allowed: true, headers: CORS_HEADERS }),
}

/**
 * The Farcaster auth relay's channel API under /farcaster (README, "Sign In With Farcaster"), so
 * `@farcaster/auth-client` with `relay: ${cloud}/farcaster` works unchanged. Channels live in the
 * database: any instance on it serves any channel.
 */
export function farcasterService(options: FarcasterServiceOptions): Service {
  const registry = options.registry ?? TEST_FIDS
  const context = options.backend.then(async ({ db, registryRpcUrl }): Promise<FarcasterContext> => {
    if (registryRpcUrl !== undefined) await installRegistries(registryRpcUrl, registry)
    return {
      db,
      registry: options.lookup ?? listedFids(registry),
      appUrl: options.appUrl ?? DEFAULT_FARCASTER_APP_URL,
      channelTtlMs: options.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS,
      now: options.now ?? Date.now,
    }
  })
  context.catch((error: unknown) => console.error(`Farcaster relay: ${errorText(error)}`))

  return {
    async handle(req, res, url) {
      if (underPath(url.pathname, FARCASTER_PATH) === undefined) return false
      if (answerPreflight(req, res, CORS)) return true
      try {
        const found = findRoute(FARCASTER_ROUTES, url.pathname, req.method)
        if (found.kind === 'notFound') throw new HttpError(404, 'Not found')
        if (found.kind === 'methodNotAllowed')
          throw new HttpError(405, 'Method Not Allowed', { allow: found.allow })
        const ctx = await context.catch(() => {
          throw new HttpError(503, 'Service Unavailable', { 'retry-after': '1' })
        })
        const answer = await found.route({ ctx, req })
        send(res, answer.status, answer.json)
      } catch (error) {
        const failure = error instanceof HttpError ? error : serverError(error)
        send(res, failure.status, { error: failure.message }, failure.headers)
      }
      return true
    },
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...CORS_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The details go to the cloud's log, not to the page. */
function serverError(error: unknown): HttpError {
  console.error(`Farcaster relay: ${errorText(error)}`)
  return new HttpError(500, 'Internal Server Error')
}
