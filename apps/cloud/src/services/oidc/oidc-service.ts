import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js'
import { underPath } from '../../http/routes.js'
import type { Service } from '../../http/service.js'
import { readFormField } from '../auth/read-auth-body.js'
import { DEV_SOCIAL_CLIENT_ID, SOCIAL_PROVIDER_NAMES } from '../auth/social/social-config.js'
import { type IdTokenFaults, withFault } from './id-token-faults.js'
import { loadSigningKey, type SigningJwk } from './oidc-keys.js'
import { consentPage, errorPage, loginPage, pageCsp } from './oidc-pages.js'
import { Provider } from './oidc-provider-module.js'
import { findTestUser, OIDC_TEST_USERS, testUserClaims } from './oidc-users.js'

export const OIDC_PATH = '/oidc'
/** The secure site's client secret at every dev issuer unless SOCIAL_CLIENT_SECRET says otherwise. */
export const DEV_CLIENT_SECRET = 'appkit-secure-site-dev-secret'
/** Where the secure site receives the code; the one redirect URI its client may use. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'
/** The one client, as the consent page names it. */
const CLIENT_NAME = 'AppKit secure site'

export interface DevOidcOptions {
  /** The secure site's origin (SECURE_SITE_ORIGIN): its client's redirect URI is under it. */
  secureSiteOrigin: string
  clientSecret?: string | undefined
  /** Where each issuer's signing key is kept (the data directory); in memory when undefined. */
  keysDir: string | undefined
  /** Test mode: ID-token faults armed through POST /test/faults. */
  faults?: IdTokenFaults | undefined
}

export interface DevOidc {
  service: Service
  /** Makes the issuers under `${cloudUrl}/oidc/`, once the cloud's URL is known; until then 503. */
  start(cloudUrl: string): Promise<void>
}

interface Issuer {
  name: string
  provider: Provider
  key: SigningJwk
  mountPath: string
}

/**
 * The lab's OpenID Connect provider (README, "OpenID Connect provider (dev)"): one issuer per social
 * provider name at `${cloud}/oidc/<name>`, each an `oidc-provider` instance with its own signing
 * key, the secure site as its one client (code flow, PKCE required), and our own login and consent
 * pages with test users. Never mounted in production.
 */
export function devOidc(options: DevOidcOptions): DevOidc {
  let issuers: Map<string, Issuer> | undefined
  const csp = pageCsp(options.secureSiteOrigin)

  return {
    async start(cloudUrl) {
      const made = await Promise.all(
        SOCIAL_PROVIDER_NAMES.map((name) => makeIssuer(name, `${cloudUrl}${OIDC_PATH}/${name}`, options)),
      )
      issuers = new Map(made.map((issuer) => [issuer.name, issuer]))
    },
    service: {
      async handle(req, res, url) {
        const rest = underPath(url.pathname, OIDC_PATH)
        if (rest === undefined) return false
        const name = /^\/([a-z]+)/.exec(rest)?.[1]
        if (!issuers) {
          sendPage(res, 503, errorPage('The sign-in service is starting. Try again in a moment.'), csp)
          return true
        }
        const issuer = name === undefined ? undefined : issuers.get(name)
        if (!issuer) {
          sendPage(res, 404, errorPage('There is no such identity provider here.'), csp)
          return true
        }
        const inner = rest.slice(name!.length + 1) || '/'
        const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort|consent))?$/.exec(inner)
        if (interaction) {
          await answerInteraction(issuer, req, res, interaction[1]!, interaction[2], csp)
          return true
        }
        // oidc-provider answers its own endpoints, mounted as Express would: the prefix is stripped
        // and kept in originalUrl, from which it builds its endpoints' URLs.
        const mounted = req as IncomingMessage & { originalUrl?: string }
        mounted.originalUrl = req.url
        req.url = `${inner}${url.search}`
        await issuer.provider.callback()(req, res)
        return true
      },
    },
  }
}

async function makeIssuer(name: string, issuerUrl: string, options: DevOidcOptions): Promise<Issuer> {
  const keysDir = options.keysDir === undefined ? undefined : join(options.keysDir, 'oidc-keys')
  const key = await loadSigningKey(name, keysDir)
  const mountPath = new URL(issuerUrl).pathname
  const configuration: Configuration = {
    // The lab's provider lives in the one dev cloud process: a restart ends the sign-ins in progress.
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: DEV_SOCIAL_CLIENT_ID,
        client_secret: options.clientSecret ?? DEV_CLIENT_SECRET,
        client_name: CLIENT_NAME,
        redirect_uris: [`${options.secureSiteOrigin}${SOCIAL_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [key] },
    async findAccount(_ctx, sub) {
      const user = findTestUser(sub)
      return user && { accountId: user.id, claims: async () => testUserClaims(user) }
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email'],
    responseTypes: ['code'],
    // The name and email go into the ID token itself: the cloud reads them there, not from /me.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Six issuers on one host: cookies of their own each, or a login at one ends another's.
      names: {
        session: `_${name}_session`,
        interaction: `_${name}_interaction`,
        resume: `_${name}_interaction_resume`,
      },
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: (_ctx, origin) => origin === options.secureSiteOrigin,
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.set('content-security-policy', pageCsp(options.secureSiteOrigin))
      ctx.body = errorPage(out.error_description ?? out.error ?? 'The sign-in could not go on.')
    },
  }
  const provider = new Provider(issuerUrl, configuration)
  const faults = options.faults
  if (faults) {
    provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      await next()
      const body = ctx.body as { id_token?: unknown } | undefined
      if (ctx.path !== '/token' || ctx.status !== 200 || typeof body?.id_token !== 'string') return
      const fault = faults.take(name)
      if (fault) ctx.body = { ...body, id_token: await withFault(body.id_token, fault, key) }
    })
  }
  return { name, provider, key, mountPath }
}

/** The login page (pick a user), the consent page (Allow, Deny), and their form posts. */
async function answerInteraction(
  issuer: Issuer,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  step: string | undefined,
  csp: string,
): Promise<void> {
  const { provider } = issuer
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('another interaction')
  } catch {
    sendPage(
      res,
      400,
      errorPage('This sign-in has expired or was opened elsewhere. Start it again from the site.'),
      csp,
    )
    return
  }
  const action = `${issuer.mountPath}/interaction/${uid}`
  const prompt = details.prompt.name
  const finish = (result: Parameters<Provider['interactionFinished']>[2], merge: boolean) =>
    provider.interactionFinished(req, res, result, { mergeWithLastSubmission: merge })
  const denied = { error: 'access_denied', error_description: 'The person denied the request' }

  if (req.method === 'GET' && step === undefined) {
    if (prompt === 'login') {
      sendPage(res, 200, loginPage({ provider: issuer.name, action, users: OIDC_TEST_USERS }), csp)
      return
    }
    // The consent prompt comes only after a login, by one of the test users.
    const user = findTestUser(details.session?.accountId)!
    const scopes = String(details.params.scope).split(' ')
    sendPage(res, 200, consentPage({ provider: issuer.name, action, user, client: CLIENT_NAME, scopes }), csp)
    return
  }
  if (req.method !== 'POST' || step === undefined) {
    sendPage(res, 405, errorPage('Use the page’s buttons.'), csp)
    return
  }
  if (step === 'abort') return finish(denied, false)
  if (step === 'login') {
    const user = findTestUser(await readFormField(req, 'user'))
    if (prompt !== 'login' || !user) {
      sendPage(res, 400, errorPage('Pick one of the test users.'), csp)
      return
    }
    return finish({ login: { accountId: user.id } }, false)
  }
  const decision = await readFormField(req, 'decision')
  if (prompt !== 'consent' || (decision !== 'allow' && decision !== 'deny')) {
    sendPage(res, 400, errorPage('Allow or deny from the page.'), csp)
    return
  }
  if (decision === 'deny') return finish(denied, false)
  return finish({ consent: { grantId: await grantFor(provider, details) } }, true)
}

/** Grants what the consent prompt found missing (scopes, claims), to the existing grant or a new one. */
async function grantFor(provider: Provider, details: Awaited<ReturnType<Provider['interactionDetails']>>) {
  const accountId = details.session!.accountId
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(details.params.client_id) })
  // No resource indicators here: scopes and claims are all a consent can miss.
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  return grant.save()
}

function sendPage(res: ServerResponse, status: number, html: string, csp: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
  })
  res.end(html)
}
