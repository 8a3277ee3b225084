import type { SiwxSession } from '@appkit/controllers'
import { describe } from '../internal/describe.js'
import { answerError } from './answer-error.js'
import {
  createdSessionAnswerSchema,
  currentSessionAnswerSchema,
  emailChallengeAnswerSchema,
  emailTokenAnswerSchema,
  nonceAnswerSchema,
} from './backend-answers.js'
import { InvalidSiwxBackendUrlError } from './backend-errors.js'
import { type BackendRequest, readAnswer, requestBackend, type SiwxFetch } from './backend-request.js'

/** Where the contract lives under the server's URL (apps/cloud README, "Sign-in with X"). */
export const SIWX_BACKEND_PATH = '/siwx/v1'

export interface SiwxBackendClientOptions {
  /** The server's base URL, e.g. https://api.example.com; the contract's paths go after it. */
  url: string
  projectId: string
  /** globalThis.fetch, looked up on each call, by default. */
  fetch?: SiwxFetch | undefined
}

export interface SiwxBackendSession {
  session: SiwxSession
  /** ISO 8601: when the server stops accepting the token. */
  expiresAt: string
  /** The address proven by email capture when signing in, if one was. */
  email?: string
}

/**
 * The calls of the contract, each answer parsed, each refusal a typed error (answerError).
 * Sessions are cast after parsing, as parseSiwxSession does: the schema checks that the chain id is
 * CAIP-2, which its inferred type (a string) cannot say.
 */
export interface SiwxBackendClient {
  issueNonce(): Promise<{ nonce: string; expiresAt: string }>
  /**
   * The server verifies the session, uses up its nonce and keeps it (with the address of
   * `emailToken`, when given); resolves to its token.
   */
  createSession(session: SiwxSession, emailToken?: string): Promise<SiwxBackendSession & { token: string }>
  /**
   * The token's session in this project; undefined when the server says it is not (or no longer)
   * signed in, or is signed in for another project.
   */
  currentSession(token: string): Promise<SiwxBackendSession | undefined>
  deleteSession(token: string): Promise<void>
  /** Email capture: the server mails a code to `email` and answers the challenge it belongs to. */
  requestEmailCode(email: string): Promise<{ challenge: string; expiresAt: string }>
  /** The challenge's code, checked: resolves to the token that proves the address. */
  verifyEmailCode(challenge: string, code: string): Promise<{ emailToken: string; email: string }>
}

export function siwxBackendClient(options: SiwxBackendClientOptions): SiwxBackendClient {
  const base = `${backendBaseUrl(options.url)}${SIWX_BACKEND_PATH}`
  const project = `?projectId=${encodeURIComponent(options.projectId)}`
  // Looked up per call, not at creation, so a page that wraps fetch later is still heard.
  const fetchFn: SiwxFetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const call = (path: string, request: BackendRequest) => requestBackend(fetchFn, `${base}${path}`, request)

  return {
    async issueNonce() {
      const answer = await call(`/nonces${project}`, { method: 'POST' })
      if (answer.status !== 201) throw answerError(answer)
      return readAnswer(answer, nonceAnswerSchema)
    },
    async createSession({ data, message, signature, cacao }, emailToken) {
      const json = {
        data,
        message,
        signature,
        ...(cacao === undefined ? {} : { cacao }),
        ...(emailToken === undefined ? {} : { emailToken }),
      }
      const answer = await call(`/sessions${project}`, { method: 'POST', json })
      if (answer.status !== 201) throw answerError(answer)
      return readAnswer(answer, createdSessionAnswerSchema) as SiwxBackendSession & { token: string }
    },
    async currentSession(token) {
      // Scoped to the project: the server answers only a session signed in for it.
      const answer = await call(`/sessions/current${project}`, { method: 'GET', token })
      if (answer.status === 401) return undefined
      if (answer.status !== 200) throw answerError(answer)
      return readAnswer(answer, currentSessionAnswerSchema) as SiwxBackendSession
    },
    async deleteSession(token) {
      const answer = await call(`/sessions/current${project}`, { method: 'DELETE', token })
      if (answer.status !== 204) throw answerError(answer)
    },
    async requestEmailCode(email) {
      const answer = await call(`/emails${project}`, { method: 'POST', json: { email } })
      if (answer.status !== 201) throw answerError(answer)
      return readAnswer(answer, emailChallengeAnswerSchema)
    },
    async verifyEmailCode(challenge, code) {
      const answer = await call(`/emails/verify${project}`, { method: 'POST', json: { challenge, code } })
      if (answer.status !== 200) throw answerError(answer)
      return readAnswer(answer, emailTokenAnswerSchema)
    },
  }
}

/** `url` without its trailing slashes; InvalidSiwxBackendUrlError unless it is an absolute http(s) URL. */
export function backendBaseUrl(url: string): string {
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new InvalidSiwxBackendUrlError({ details: `an absolute http(s) URL, got ${describe(url)}` })
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new InvalidSiwxBackendUrlError({ details: `no query or fragment, got ${describe(url)}` })
  }
  return url.replace(/\/+$/, '')
}
