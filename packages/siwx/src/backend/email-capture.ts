import { InvalidEmailError, isEmailAddress } from '@appkit/common'
import type { SiwxBackendClient } from './backend-client.js'
import {
  SiwxEmailChallengeInvalidError,
  SiwxEmailCodeExpiredError,
  SiwxEmailCodeNotRequestedError,
  SiwxEmailTokenInvalidError,
  SiwxEmailTooManyAttemptsError,
} from './email-errors.js'

/** Refusals after which the challenge is of no more use: the next guess needs a new code. */
const SPENT = [SiwxEmailCodeExpiredError, SiwxEmailTooManyAttemptsError, SiwxEmailChallengeInvalidError]

/**
 * backendSiwx's email capture (spec §4, DataCapture): the pending challenge and the proven
 * address's token, in memory only (a reload asks again; both last minutes). One per backendSiwx.
 */
export interface EmailCapture {
  /** Mails a code to `email`; its challenge replaces any pending one, and a proven address is dropped. */
  request(email: string): Promise<void>
  /** Checks the pending challenge's code; on success its token waits for the next session. */
  verify(code: string): Promise<void>
  /**
   * Runs `send` with the waiting token (undefined without one). The token is forgotten when the
   * session goes through, or when the server refuses the token; after any other refusal it stays
   * for the next signature.
   */
  withToken<T>(send: (emailToken: string | undefined) => Promise<T>): Promise<T>
}

export function emailCapture(
  client: Pick<SiwxBackendClient, 'requestEmailCode' | 'verifyEmailCode'>,
): EmailCapture {
  let challenge: string | undefined
  let emailToken: string | undefined

  return {
    async request(email) {
      const address = email.trim()
      if (!isEmailAddress(address)) throw new InvalidEmailError()
      const issued = await client.requestEmailCode(address)
      challenge = issued.challenge
      emailToken = undefined
    },
    async verify(code) {
      const pending = challenge
      if (pending === undefined) throw new SiwxEmailCodeNotRequestedError()
      try {
        const proven = await client.verifyEmailCode(pending, code)
        emailToken = proven.emailToken
        if (challenge === pending) challenge = undefined
      } catch (error) {
        if (challenge === pending && SPENT.some((type) => error instanceof type)) challenge = undefined
        throw error
      }
    },
    async withToken(send) {
      const sent = emailToken
      try {
        const result = await send(sent)
        if (emailToken === sent) emailToken = undefined
        return result
      } catch (error) {
        if (emailToken === sent && error instanceof SiwxEmailTokenInvalidError) emailToken = undefined
        throw error
      }
    },
  }
}
