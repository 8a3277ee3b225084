import type { Database } from '../../db/database.js'
import { HttpError } from '../../http/http-error.js'
import { clientIp, trustedProxies } from '../../http/limits/client-ip.js'
import { answerPreflight } from '../../http/preflight.js'
import { findRoute, underPath } from '../../http/routes.js'
import type { Service } from '../../http/service.js'
import { AuthSecretMismatchError, secretCheck } from '../auth/secret-check.js'
import type { MailSender } from '../mail/mail-sender.js'
import type { SiwxContext } from './siwx-context.js'

import { SIWX_CORS, sendSiwx } from './siwx-http.js'
import { DEFAULT_SIWX_LIMITS, type SiwxLimits } from './siwx-limits.js'
import { SIWX_PATH, SIWX_ROUTES } from './siwx-routes.js'
import { type SiwxEvmChain, siwxVerifiers } from './siwx-verifiers.js'

/** What the service answers from, once the cloud has started it. */
export interface SiwxBackend {
  db: Database
  /** The EVM chains whose nodes verify contract accounts' signatures. */
  chains: readonly SiwxEvmChain[]
}

export interface SiwxServiceOptions {
  /** The server listens before the database and chains are up: requests wait (503 if the start failed). */
  backend: Promise<SiwxBackend>
  /** The cloud's mailer, the auth service's: email capture's codes go out through it. */
  mail: MailSender
  /** The auth secret (see auth-secret.ts): peppers the codes, keys the challenges and email tokens. */
  secret: Uint8Array
  limits?: Partial<SiwxLimits>
  /** The load balancers whose X-Forwarded-For names the client (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[] | undefined
  /** Tests move time (nonce and session expiry); Date.now by default. */
  now?: () => number
}

/**
 * Sign-in with X under /siwx/v1 (README, "Sign-in with X"): nonces, sessions verified with
 * @appkit/siwx's verifiers, bearer tokens, and email capture (a mailed code, a signed challenge
 * and email token). Everything it keeps is in the database, and what the client carries is signed
 * with the auth secret, so any number of instances on one PostgreSQL (with one AUTH_SECRET) serve
 * the same sign-ins. CORS for any page, `{ message }` errors.
 */
export function siwxService(options: SiwxServiceOptions): Service {
  const limits: SiwxLimits = { ...DEFAULT_SIWX_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const context = options.backend.then(
    ({ db, chains }): SiwxContext => ({
      db,
      verifiers: siwxVerifiers(chains, now),
      mail: options.mail,
      secret: options.secret,
      limits,
      now,
    }),
  )
  // The secret signs challenges and keys session tokens: it must be the other instances' too.
  const checkSecret = secretCheck(options.secret, now)
  context.catch(() => undefined)
  const proxies = options.trustedProxies && trustedProxies(options.trustedProxies)

  return {
    async handle(req, res, url) {
      if (underPath(url.pathname, SIWX_PATH) === undefined) return false
      if (answerPreflight(req, res, SIWX_CORS)) return true
      try {
        const found = findRoute(SIWX_ROUTES, url.pathname, req.method)
        if (found.kind === 'notFound') throw new HttpError(404, 'Not found')
        if (found.kind === 'methodNotAllowed')
          throw new HttpError(405, 'Method Not Allowed', { allow: found.allow })
        const route = found.route
        const ctx = await context.catch(() => {
          throw new HttpError(503, 'Service Unavailable', { 'retry-after': '1' })
        })
        await checkSecret(ctx.db).catch((error: unknown) => {
          if (!(error instanceof AuthSecretMismatchError)) throw error
          console.error(`Sign-in API: ${error.message}`)
          throw new HttpError(503, 'Service Unavailable', { 'retry-after': '1' })
        })
        const ip = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
        const answer = await route({ ctx, req, url, ip })
        sendSiwx(res, answer.status, answer.json)
      } catch (error) {
        const failure = error instanceof HttpError ? error : serverError(error)
        sendSiwx(res, failure.status, { message: failure.message }, failure.headers)
      }
      return true
    },
  }
}

/** The details go to the cloud's log, not to the page: they may name tables or queries. */
function serverError(error: unknown): HttpError {
  console.error(`Sign-in API: ${error instanceof Error ? error.message : String(error)}`)
  return new HttpError(500, 'Internal Server Error')
}
