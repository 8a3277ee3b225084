import { createHash, randomBytes } from 'node:crypto'

/**
 * Plays the secure site's server and a person's browser through the authorization code flow with
 * PKCE against an issuer: discovery, authorize, the login page's form, the consent page's form, the
 * redirect back with the code, the token request. Cookies are kept per flow, as one browser would.
 */
export interface CodeFlowOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  /** The test user to pick on the login page. */
  user?: string
  decision?: 'allow' | 'deny'
  /** Leave PKCE out of the authorization request (to see it refused). */
  withoutPkce?: boolean
  /** Send this verifier instead of the right one. */
  codeVerifier?: string
}

export interface CodeFlowResult {
  /** Where the issuer sent the browser back to (the secure site's callback). */
  callback: URL
  nonce: string
  state: string
  /** The token endpoint's answer, when a code came back. */
  tokens?: { status: number; body: Record<string, unknown> }
  /** The login page's HTML and headers, as the browser got them. */
  loginPage?: { html: string; headers: Headers }
}

export async function runCodeFlow(options: CodeFlowOptions): Promise<CodeFlowResult> {
  const jar = new Map<string, string>()
  const browse = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
  const follow = async (response: Response, base: string): Promise<{ url: string; response: Response }> => {
    let current = response
    let url = base
    while (current.status >= 300 && current.status < 400) {
      url = new URL(current.headers.get('location')!, url).href
      if (!url.startsWith(options.issuer.replace(/\/oidc\/.*$/, ''))) return { url, response: current }
      current = await browse(url)
    }
    return { url, response: current }
  }
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

  const discovery = (await (await fetch(`${options.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }
  const verifier = randomBytes(32).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const state = randomBytes(16).toString('base64url')
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    ...(options.withoutPkce
      ? {}
      : {
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        }),
  }).toString()

  const result: CodeFlowResult = { callback: new URL(options.redirectUri), nonce, state }
  let at = await follow(await browse(authorize.href), authorize.href)
  while (!at.url.startsWith(options.redirectUri)) {
    const html = await at.response.text()
    if (at.response.status !== 200) throw new Error(`The issuer answered ${at.response.status}: ${html}`)
    if (html.includes('name="user"')) {
      result.loginPage = { html, headers: at.response.headers }
      at = await follow(await browse(`${at.url}/login`, form({ user: options.user ?? 'ada' })), at.url)
    } else if (html.includes('name="decision"')) {
      at = await follow(
        await browse(`${at.url}/consent`, form({ decision: options.decision ?? 'allow' })),
        at.url,
      )
    } else throw new Error(`An unexpected page: ${html}`)
  }
  result.callback = new URL(at.url)
  const code = result.callback.searchParams.get('code')
  if (code === null) return result
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      code_verifier: options.codeVerifier ?? verifier,
    }).toString(),
  })
  result.tokens = { status: token.status, body: (await token.json()) as Record<string, unknown> }
  return result
}
