import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../../db/database.js'
import { clientIp, trustedProxies } from '../../http/limits/client-ip.js'
import { answerPreflight } from '../../http/preflight.js'
import { findRoute, underPath } from '../../http/routes.js'
import type { Service } from '../../http/service.js'
import { listedFids } from '../farcaster/fid-lookup.js'
import { TEST_FIDS } from '../farcaster/test-fids.js'
import type { MailSender } from '../mail/mail-sender.js'
import type { AuthContext } from './auth-context.js'
import { authCors, decideCors } from './auth-cors.js'
import { AuthError } from './auth-error.js'
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from './auth-limits.js'
import type { FarcasterAuth } from './auth-routes.js'
import { AUTH_ROUTES, type AuthAnswer } from './auth-routes.js'
import type { SocialAuth } from './flows/social-login.js'
import { APPROVE_PATH } from './flows/start-login.js'
import { createWaitSlots } from './flows/wait-slots.js'
import { relyingPartyOf } from './passkey-relying-party.js'
import { AuthSecretMismatchError, secretCheck } from './secret-check.js'
import { createIdTokenVerifier } from './social/id-token-verifier.js'
import type { SocialConfig } from './social/social-config.js'

export const AUTH_PATH = '/auth'

export interface AuthServiceOptions {
  /** The cloud's database; requests wait while it opens (503 if it failed). */
  db: Promise<Database>
  mail: MailSender
  /** The pepper of the code hashes: the same on every instance (AUTH_SECRET). */
  secret: Uint8Array
  /** The one origin whose pages may call the API (SECURE_SITE_ORIGIN). */
  secureSiteOrigin: string
  /** Base of the links in mail (PUBLIC_URL); by default the address the request came in on. */
  publicUrl?: string | undefined
  limits?: Partial<AuthLimits>
  /** The load balancers whose X-Forwarded-For names the client (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[] | undefined
  /**
   * The identity providers whose ID tokens log in (AUTH.md, "Social login"); none by default. A
   * promise when they are known only once the cloud listens (its own dev issuers).
   */
  social?: SocialConfig | Promise<SocialConfig>
  /**
   * The Farcaster accounts whose sign-ins log in: the cloud's test fids by default (the dev cloud,
   * whose relay opens the channels). False turns Farcaster login off with a clear answer.
   */
  farcaster?: FarcasterAuth
  /** Tests move time forward (code expiry); Date.now by default. */
  now?: () => number
}

/** The embedded wallet's auth API under /auth/v1 (AUTH.md): CORS, routing, errors as JSON. */
export function authService(options: AuthServiceOptions): Service {
  options.db.catch(() => undefined)
  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  // A refused wait is retried by the page; a few seconds let the waits it already holds end.
  const waits = createWaitSlots({ perIp: limits.waitsPerIp, total: limits.waitsTotal }, 5_000)
  const context = options.db.then(
    (db): AuthContext => ({
      db,
      mail: options.mail,
      secret: options.secret,
      limits,
      waits,
      relyingParty: relyingPartyOf(options.secureSiteOrigin),
      now,
    }),
  )
  const checkSecret = secretCheck(options.secret, now)
  const farcaster = options.farcaster ?? { registry: listedFids(TEST_FIDS) }
  const social = Promise.resolve(options.social ?? { providers: [], linkByEmail: false }).then(
    (config): SocialAuth => ({
      verifier: createIdTokenVerifier(config.providers),
      linkByEmail: config.linkByEmail,
    }),
  )
  social.catch(() => undefined)
  context.catch(() => undefined)
  const corsPolicy = authCors(options.secureSiteOrigin)
  const proxies = options.trustedProxies && trustedProxies(options.trustedProxies)

  return {
    async handle(req, res, url) {
      if (underPath(url.pathname, AUTH_PATH) === undefined) return false
      if (answerPreflight(req, res, corsPolicy)) return true
      const cors = decideCors(req, options.secureSiteOrigin)
      const send = (answer: AuthAnswer, headers: Record<string, string> = {}) =>
        sendAnswer(res, answer, { ...cors.headers, ...headers })
      // The approval link is opened by a person from a mail, not called by a page.
      if (!cors.allowed && url.pathname !== APPROVE_PATH) {
        send(
          errorAnswer(
            new AuthError('ORIGIN_NOT_ALLOWED', `Origin ${req.headers.origin} may not call this API`),
          ),
        )
        return true
      }
      const found = findRoute(AUTH_ROUTES, url.pathname, req.method)
      if (found.kind === 'notFound') {
        send(errorAnswer(new AuthError('NOT_FOUND', `Not found: ${req.method} ${url.pathname}`)))
        return true
      }
      if (found.kind === 'methodNotAllowed') {
        send(errorAnswer(new AuthError('METHOD_NOT_ALLOWED', `Use ${found.allow}`)), { allow: found.allow })
        return true
      }
      const route = found.route
      const controller = new AbortController()
      res.once('close', () => controller.abort())
      try {
        const ctx = await context.catch((error: unknown) => {
          // The reason (a path, a connection string's host) is for the operator's log, not the page.
          console.error(`Auth API: the database did not start: ${describe(error)}`)
          throw new AuthError('UNAVAILABLE', 'The database did not start. Please try again later.')
        })
        await checkSecret(ctx.db).catch((error: unknown) => {
          if (!(error instanceof AuthSecretMismatchError)) throw error
          console.error(`Auth API: ${error.message}`)
          throw new AuthError('UNAVAILABLE', 'The service is not available. Please try again later.')
        })
        const caller = {
          ip: clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies),
          publicUrl: options.publicUrl ?? ownOrigin(req),
          userAgent: req.headers['user-agent'],
        }
        send(await route({ ctx, caller, req, url, signal: controller.signal, social, farcaster }))
      } catch (error) {
        // The client is gone (or the cloud stopping closed it): nobody to answer, nothing to log.
        if (controller.signal.aborted) return true
        const failure = error instanceof AuthError ? error : serverError(error)
        const retryAfter = failure.details.retryAfter
        send(errorAnswer(failure), retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) })
      }
      return true
    },
  }
}

/** The details go to the cloud's log, not to the page: they may name tables or queries. */
function serverError(error: unknown): AuthError {
  console.error(`Auth API: ${describe(error)}`)
  return new AuthError('SERVER_ERROR', 'Something went wrong on the server. Please try again.')
}

function errorAnswer(error: AuthError): AuthAnswer {
  return { status: error.status, json: error.toBody() }
}

function sendAnswer(res: ServerResponse, answer: AuthAnswer, headers: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return
  const [type, body] =
    'html' in answer
      ? ['text/html; charset=utf-8', answer.html]
      : answer.json === undefined
        ? [undefined, '']
        : ['application/json', JSON.stringify(answer.json)]
  res.writeHead(answer.status, {
    ...headers,
    // Tokens and codes: never kept by a cache between the page and the cloud.
    'cache-control': 'no-store',
    ...(type ? { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) } : {}),
  })
  res.end(body)
}

/** The cloud's own origin as this request reached it: it listens on loopback only. */
function ownOrigin(req: IncomingMessage): string {
  return `http://${req.socket.localAddress}:${req.socket.localPort}`
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
