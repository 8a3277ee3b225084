import {
  SOCIAL_AUTHORIZE_PATH,
  SOCIAL_TOKEN_PATH,
  type SocialProviderName,
  type SocialTokenAnswer,
  socialAuthorizeAnswerSchema,
  socialTokenAnswerSchema,
} from '../../shared/social-api.js'
import { type FetchLike, requestJson } from '../http/request-json.js'

const SOCIAL_TIMEOUT_MS = 30_000

/** This site's own server: it knows the providers, holds the client secrets and checks ID tokens. */
export interface SocialClient {
  /** The provider's authorization URL, and the state (the page's, bound to the dapp) inside it. */
  authorize(request: {
    provider: SocialProviderName
    state: string
    nonce: string
    codeChallenge: string
    dappOrigin: string
    projectId: string
  }): Promise<{ uri: string; state: string }>
  /** Redeems the code with the PKCE verifier; the ID token comes back verified. */
  token(request: {
    provider: SocialProviderName
    code: string
    codeVerifier: string
    nonce: string
  }): Promise<SocialTokenAnswer>
}

export function createSocialClient(options: { siteUrl: string; fetch: FetchLike }): SocialClient {
  const post = <T>(path: string, body: unknown, schema: Parameters<typeof requestJson<T>>[1]['schema']) =>
    requestJson(`${options.siteUrl}${path}`, {
      method: 'POST',
      body,
      schema,
      timeoutMs: SOCIAL_TIMEOUT_MS,
      fetch: options.fetch,
    })
  return {
    authorize: (request) => post(SOCIAL_AUTHORIZE_PATH, request, socialAuthorizeAnswerSchema),
    token: (request) => post(SOCIAL_TOKEN_PATH, request, socialTokenAnswerSchema),
  }
}
