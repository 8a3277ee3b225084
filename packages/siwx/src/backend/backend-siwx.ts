import type { SiwxConfig } from '@appkit/controllers'
import { createSiwx } from '../create-siwx.js'
import { SiwxForeignSessionError } from '../errors/session-errors.js'
import { describeSites, isForSite, siteOf } from '../site.js'
import { siwxBackendClient } from './backend-client.js'
import { SiwxSessionsReadOnlyError } from './backend-errors.js'
import type { BackendSiwxOptions } from './backend-siwx-options.js'
import { emailCapture } from './email-capture.js'
import { siwxTokenStore, tokenAccount } from './token-store.js'

/**
 * The sign-in of createAppKit's `siwx` option for a dapp whose server decides (apps/cloud README,
 * "Sign-in with X"): nonces come from the server, which verifies each signed session, uses up its
 * nonce and answers a bearer token; the page keeps only the token, per network and account.
 *
 * - addSession rejects with SiwxInvalidSignatureError (401), SiwxNonceUsedError (409),
 *   OriginNotAllowedError (403), SiwxBackendError (any other refusal, the server's message) or
 *   SiwxBackendUnreachableError.
 * - getSessions never lets anyone in on doubt: no token, a token the server no longer takes (it is
 *   forgotten), or no answer (a console warning) all read as "not signed in", so the modal asks
 *   for a signature again. A session of another site (its domain or URI is not this one's) is
 *   refused with SiwxForeignSessionError, and its token forgotten.
 * - setSessions rejects with SiwxSessionsReadOnlyError: only the server makes sessions, one
 *   verified signature at a time.
 * - requestEmailCode / verifyEmailCode (email capture): the server mails a code and proves the
 *   address; addSession then sends its token along, once (email-capture.ts).
 */
export function backendSiwx(
  options: BackendSiwxOptions,
): SiwxConfig & Required<Pick<SiwxConfig, 'requestEmailCode' | 'verifyEmailCode'>> {
  const client = siwxBackendClient(options)
  const capture = emailCapture(client)
  const tokens = siwxTokenStore({ storage: options.storage })
  // createSiwx writes the messages: the same domain/uri defaults, option checks and times.
  const messages = createSiwx({
    domain: options.domain,
    uri: options.uri,
    statement: options.statement,
    resources: options.resources,
    expiresInMs: options.expiresInMs,
    now: options.now,
    getNonce: async () => (await client.issueNonce()).nonce,
    verifiers: [],
  })

  return {
    createMessage: (input) => messages.createMessage(input),
    async addSession(session) {
      const created = await capture.withToken((emailToken) => client.createSession(session, emailToken))
      tokens.set(created.session.data.chainId, created.session.data.accountAddress, created.token)
    },
    async getSessions(chainId, address) {
      const token = tokens.get(chainId, address)
      if (token === undefined) return []
      let current: Awaited<ReturnType<typeof client.currentSession>>
      try {
        current = await client.currentSession(token)
      } catch (error) {
        console.warn('Sign-in: the server could not say whether this account is signed in', error)
        return []
      }
      if (current === undefined) {
        tokens.delete(chainId, address)
        return []
      }
      const { data } = current.session
      const site = siteOf(options)
      if (!isForSite(data, site)) {
        tokens.delete(chainId, address)
        throw new SiwxForeignSessionError({ details: describeSites(data, site) })
      }
      // The session the server holds for this token must be the account asked about.
      const same = tokenAccount(data.chainId, data.accountAddress) === tokenAccount(chainId, address)
      return same ? [current.session] : []
    },
    async revokeSession(chainId, address) {
      const token = tokens.get(chainId, address)
      if (token === undefined) return
      tokens.delete(chainId, address)
      await client.deleteSession(token).catch((error: unknown) => {
        console.warn('Sign-in: the server could not sign this account out', error)
      })
    },
    async setSessions() {
      throw new SiwxSessionsReadOnlyError({
        details: 'backendSiwx keeps sessions on the server; use addSession',
      })
    },
    getRequired: () => options.required ?? false,
    requestEmailCode: (email) => capture.request(email),
    verifyEmailCode: (code) => capture.verify(code),
  }
}
