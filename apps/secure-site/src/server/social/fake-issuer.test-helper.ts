import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { vi } from 'vitest'
import type { FetchLike } from '../cloud-session.js'
import { deriveMacKey } from './mac-keys.js'
import { createIssuerCache } from './oidc-issuer.js'
import type { SocialProviders } from './social-providers.js'
import type { SocialContext } from './social-routes.js'

// Test-only: an OpenID Connect issuer in memory (discovery, JWKS, token endpoint with PKCE and
// client authentication), made with jose, reached through a fetch the server's code is given. A
// fake is fine here: apps/cloud's real provider is what the e2e test logs in against.

export const ISSUER = 'https://id.test/oidc/google'
export const CLIENT_ID = 'appkit-secure-site'
export const CLIENT_SECRET = 'test-secret'
export const SITE_ORIGIN = 'https://secure.test'
export const DAPP = 'https://dapp.example'
export const PROJECT_ID = 'project-1'

const keys = await generateKeyPair('RS256')
/** A key the issuer does not publish: tokens signed with it are forgeries. */
const foreignKeys = await generateKeyPair('RS256')
const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }

export interface MintOptions {
  claims?: JWTPayload
  /** Seconds since the epoch. */
  iat?: number
  exp?: number
  foreignKey?: boolean
}

/** An ID token of this issuer for `subject` (aud: the site's client), changed as the test says. */
export async function mintIdToken(subject: string, options: MintOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    iss: ISSUER,
    sub: subject,
    aud: CLIENT_ID,
    iat: options.iat ?? now,
    exp: options.exp ?? now + 600,
    email: `${subject}@example.com`,
    email_verified: true,
    preferred_username: subject,
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(options.foreignKey ? foreignKeys.privateKey : keys.privateKey)
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function fakeIssuer() {
  /** code → what the token endpoint answers for it, once. */
  const codes = new Map<string, { challenge: string; subject: string; nonce: string; mint?: MintOptions }>()
  const tokenRequests: URLSearchParams[] = []
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const url = String(input)
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
        code_challenge_methods_supported: ['S256'],
      })
    }
    if (url === `${ISSUER}/jwks`) return json({ keys: [publicJwk] })
    if (url === `${ISSUER}/token`) {
      const form = new URLSearchParams(String(init?.body))
      tokenRequests.push(form)
      const expectedAuth = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`
      if ((init?.headers as Record<string, string> | undefined)?.authorization !== expectedAuth) {
        return json({ error: 'invalid_client' }, 401)
      }
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (
        !grant ||
        grant.challenge !== challenge ||
        form.get('redirect_uri') !== `${SITE_ORIGIN}/social/callback`
      ) {
        return json({ error: 'invalid_grant' }, 400)
      }
      const claims = { nonce: grant.nonce, ...grant.mint?.claims }
      return json({
        id_token: await mintIdToken(grant.subject, { ...grant.mint, claims }),
        token_type: 'Bearer',
      })
    }
    return json({ error: 'not_found' }, 404)
  })
  return {
    fetch,
    tokenRequests,
    /**
     * The person logs in at the provider as `subject` for the authorization URL `uri`: the code the
     * provider would redirect back with (and its state), as a resultUri of this site's callback.
     */
    consent(uri: string, subject: string, mint?: MintOptions): string {
      const params = new URL(uri).searchParams
      const code = randomBytes(16).toString('base64url')
      codes.set(code, {
        challenge: params.get('code_challenge') ?? '',
        subject,
        nonce: params.get('nonce') ?? '',
        ...(mint ? { mint } : {}),
      })
      return `${SITE_ORIGIN}/social/callback?code=${code}&state=${encodeURIComponent(params.get('state') ?? '')}`
    },
  }
}

export type FakeIssuer = ReturnType<typeof fakeIssuer>

export const TEST_PROVIDERS: SocialProviders = {
  google: { issuer: ISSUER, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, scopes: ['openid', 'email'] },
}

/**
 * The server's social context over the fake issuer, with the cloud's project list answering
 * `allowedOrigins` for PROJECT_ID.
 */
export function socialContext(
  issuer: FakeIssuer,
  options: { recoveryKey?: Uint8Array; allowedOrigins?: string[] } = {},
): SocialContext {
  const recoveryKey = options.recoveryKey ?? randomBytes(32)
  const fetch: FetchLike = async (input, init) => {
    if (String(input) === `http://cloud.test/projects/v1/origins?projectId=${PROJECT_ID}`) {
      return json({ allowedOrigins: options.allowedOrigins ?? [DAPP] })
    }
    return issuer.fetch(input, init)
  }
  return {
    providers: () => TEST_PROVIDERS,
    issuers: createIssuerCache({ fetch }),
    stateKey: deriveMacKey(recoveryKey, 'social-state'),
    grantKey: deriveMacKey(recoveryKey, 'recovery-grant'),
    siteOrigin: () => SITE_ORIGIN,
    cloudUrl: () => 'http://cloud.test',
    fetch,
  }
}

/** A JSON request as the server's routes read it. */
export function jsonRequest(body: unknown, headers: Record<string, string> = {}): IncomingMessage {
  const req = Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage
  Object.assign(req, { headers: { 'content-type': 'application/json', ...headers } })
  return req
}
