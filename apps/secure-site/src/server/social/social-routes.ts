import type { IncomingMessage } from 'node:http'
import { z } from 'zod/mini'
import {
  SOCIAL_CALLBACK_PATH,
  type SocialProviderName,
  socialAuthorizeRequestSchema,
  socialTokenRequestSchema,
} from '../../shared/social-api.js'
import type { FetchLike } from '../cloud-session.js'
import { fetchFrameAncestors } from '../frame-ancestors.js'
import { readJsonBody } from '../read-json-body.js'
import { verifyIdToken } from './id-token.js'
import type { IssuerCache } from './oidc-issuer.js'
import { recoveryGrant } from './recovery-grant.js'
import {
  SocialCodeRejectedError,
  SocialDappNotAllowedError,
  SocialProviderNotConfiguredError,
  SocialProviderUnavailableError,
} from './social-errors.js'
import type { SocialProviderConfig, SocialProviders } from './social-providers.js'
import { bindState } from './social-state.js'

const TOKEN_TIMEOUT_MS = 10_000

export interface SocialContext {
  /** Read at each request: the dev default follows the cloud's URL. */
  providers: () => SocialProviders
  issuers: IssuerCache
  stateKey: Buffer
  grantKey: Buffer
  /** This site's origin: the redirect_uri is `${origin}/social/callback`. */
  siteOrigin: () => string
  cloudUrl: () => string
  fetch?: FetchLike
}

export function providerConfig(ctx: SocialContext, provider: SocialProviderName): SocialProviderConfig {
  const config = ctx.providers()[provider]
  if (!config) throw new SocialProviderNotConfiguredError(provider)
  return config
}

/**
 * POST /social/authorize: the provider's authorization URL for the page's state, nonce and PKCE
 * challenge (authorization code, S256), with the dapp's origin bound into the state. The dapp must
 * be one of the project's origins: the callback posts the login's result to it.
 */
export async function socialAuthorizeRoute(
  ctx: SocialContext,
  req: IncomingMessage,
): Promise<{ uri: string; state: string }> {
  const body = await readJsonBody(req, socialAuthorizeRequestSchema)
  const config = providerConfig(ctx, body.provider)
  const allowed = await fetchFrameAncestors({
    cloudUrl: ctx.cloudUrl(),
    projectId: body.projectId,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
  })
  if (!allowed.includes(body.dappOrigin)) throw new SocialDappNotAllowedError()
  const issuer = await ctx.issuers.get(config.issuer)
  const state = bindState(ctx.stateKey, body.state, { dappOrigin: body.dappOrigin, provider: body.provider })
  const uri = new URL(issuer.authorizationEndpoint)
  uri.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: `${ctx.siteOrigin()}${SOCIAL_CALLBACK_PATH}`,
    scope: config.scopes.join(' '),
    state,
    nonce: body.nonce,
    code_challenge: body.codeChallenge,
    code_challenge_method: 'S256',
  }).toString()
  return { uri: uri.href, state }
}

const tokenAnswerSchema = z.object({ id_token: z.string().check(z.minLength(1), z.maxLength(8192)) })
const tokenErrorSchema = z.object({ error: z.string().check(z.maxLength(256)) })

/**
 * POST /social/token: redeems the code with the page's PKCE verifier (and this site's client
 * secret, when it has one), then verifies the ID token against the login's nonce.
 */
export async function socialTokenRoute(ctx: SocialContext, req: IncomingMessage) {
  const body = await readJsonBody(req, socialTokenRequestSchema)
  const config = providerConfig(ctx, body.provider)
  const issuer = await ctx.issuers.get(config.issuer)
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: body.code,
    redirect_uri: `${ctx.siteOrigin()}${SOCIAL_CALLBACK_PATH}`,
    code_verifier: body.codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (config.clientSecret === undefined) form.set('client_id', config.clientId)
  else headers.authorization = basicAuth(config.clientId, config.clientSecret)
  const fetchFn = ctx.fetch ?? fetch
  let response: Response
  let json: unknown
  try {
    response = await fetchFn(issuer.tokenEndpoint, {
      method: 'POST',
      headers,
      body: form.toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    })
    json = await response.json().catch(() => undefined)
  } catch (error) {
    throw new SocialProviderUnavailableError(`the token endpoint did not answer: ${(error as Error).message}`)
  }
  if (!response.ok) {
    const refusal = z.safeParse(tokenErrorSchema, json)
    if (response.status < 500 && refusal.success) throw new SocialCodeRejectedError(refusal.data.error)
    throw new SocialProviderUnavailableError(`token endpoint: HTTP status code: ${response.status}`)
  }
  const answer = z.safeParse(tokenAnswerSchema, json)
  if (!answer.success) throw new SocialProviderUnavailableError('the token endpoint answered no id_token')
  const idToken = answer.data.id_token
  const identity = await verifyIdToken(idToken, issuer, { clientId: config.clientId, nonce: body.nonce })
  return {
    idToken,
    provider: body.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    ...(identity.email === undefined ? {} : { email: identity.email }),
    emailVerified: identity.emailVerified,
    userName: identity.userName,
    recoveryGrant: recoveryGrant(ctx.grantKey, idToken),
  }
}

/** RFC 6749 §2.3.1: both parts form-encoded before Basic. */
function basicAuth(id: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString('base64')}`
}
