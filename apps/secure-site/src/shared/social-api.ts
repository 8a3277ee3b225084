import { z } from 'zod/mini'
import { isExactHttpOrigin } from './origin.js'

// The secure site server's social-login endpoints (README "Social login"): the page asks for the
// provider's authorization URL, then has the server exchange the code and verify the ID token.
// The server holds the client secrets and checks the token; the page keeps the PKCE verifier.

export const SOCIAL_AUTHORIZE_PATH = '/social/authorize'
export const SOCIAL_TOKEN_PATH = '/social/token'
/** The popup's first page (the SDK opens it before it knows the provider's URL). */
export const SOCIAL_LOADING_PATH = '/social/loading'
/** Where providers send the popup back: redirect_uri = this site's origin + this path. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'
/** The callback page's script (CSP: scripts from 'self' only, none inline). */
export const SOCIAL_CALLBACK_SCRIPT_PATH = '/social/callback.js'

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
export type SocialProviderName = z.output<typeof socialProviderSchema>

/** RFC 7636: 43–128 characters of the unreserved set; state and nonce alike. */
const pkceText = z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/))
const token = z.string().check(z.minLength(1), z.maxLength(8192))

export const socialAuthorizeRequestSchema = z.object({
  provider: socialProviderSchema,
  /** The page's random part of the state; the server binds the dapp's origin to it. */
  state: pkceText,
  nonce: pkceText,
  /** S256 of the page's code_verifier (base64url, 43 characters). */
  codeChallenge: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** The dapp the popup's result is posted to; must be one of the project's origins. */
  dappOrigin: z.string().check(z.maxLength(2048), z.refine(isExactHttpOrigin, 'expected an exact origin')),
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
})
/** `state` is the one in `uri`: the callback's state must be exactly it. */
export const socialAuthorizeAnswerSchema = z.object({
  uri: z.string().check(z.maxLength(8192)),
  state: z.string().check(z.maxLength(1024)),
})

export const socialTokenRequestSchema = z.object({
  provider: socialProviderSchema,
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  codeVerifier: pkceText,
  nonce: pkceText,
})

/**
 * The verified login. `idToken` goes to the cloud (it verifies it again); `recoveryGrant` never
 * leaves this page and this server: with a fresh `idToken` it opens the social user's recovery
 * share, and the cloud, which sees the ID token, never sees it.
 */
export const socialTokenAnswerSchema = z.object({
  idToken: token,
  provider: socialProviderSchema,
  issuer: z.string().check(z.maxLength(2048)),
  subject: z.string().check(z.minLength(1), z.maxLength(255)),
  email: z.optional(z.string().check(z.maxLength(320))),
  emailVerified: z.boolean(),
  userName: z.string().check(z.maxLength(256)),
  recoveryGrant: token,
})
export type SocialTokenAnswer = z.output<typeof socialTokenAnswerSchema>

/** What a social user proves to /seal and /recovery/unseal instead of an email and a code. */
export const socialProofSchema = z.object({ idToken: token, recoveryGrant: token })
export type SocialProof = z.output<typeof socialProofSchema>
