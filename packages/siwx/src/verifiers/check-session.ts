import type { SiwxSession } from '@appkit/controllers'
import { InvalidSiwxFieldError } from '../errors/field-errors.js'
import {
  InvalidSiwxSessionError,
  SiwxDomainMismatchError,
  SiwxMessageMismatchError,
  SiwxSessionExpiredError,
  SiwxSessionNotYetValidError,
} from '../errors/session-errors.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { isDomainOfUri } from '../message/site-of-uri.js'

/** Why a session cannot be accepted, whatever its signature. */
export type SiwxSessionProblem =
  | 'invalid-data'
  | 'message-mismatch'
  | 'domain-mismatch'
  | 'expired'
  | 'not-yet-valid'

/**
 * The checks every verifier makes before it looks at a signature: the data is valid, the signed
 * text is exactly the text the data renders to (so the domain, address, chain, nonce and times
 * the caller reads are the ones that were signed), the domain is the host of the http(s) URI
 * (EIP-4361's relying-party check: a page signs for its own domain, so a signature made on a
 * phishing page for the real dapp's URI names the phishing page's domain), and `now` (ms) is within
 * the session's Not Before and Expiration Time. Returns the first problem, or undefined.
 */
export function checkSiwxSession(session: SiwxSession, now: number): SiwxSessionProblem | undefined {
  // Sessions come back from wallets, frames and storage: an untyped caller's junk is invalid, not a TypeError.
  if (!isSessionShaped(session)) return 'invalid-data'
  let text: string
  try {
    text = formatSiwxMessage(session.data)
  } catch (error) {
    if (error instanceof InvalidSiwxFieldError) return 'invalid-data'
    throw error
  }
  if (text !== session.message) return 'message-mismatch'
  if (!isDomainOfUri(session.data.domain, session.data.uri)) return 'domain-mismatch'
  const { expirationTime, notBefore } = session.data
  // EIP-4361 (and viem's check): a session is expired from its Expiration Time on.
  if (expirationTime !== undefined && now >= Date.parse(expirationTime)) return 'expired'
  if (notBefore !== undefined && now < Date.parse(notBefore)) return 'not-yet-valid'
  return undefined
}

/**
 * checkSiwxSession as a typed error. Invalid data throws the field's own InvalidSiwxFieldError,
 * which says which field is wrong.
 */
export function assertSiwxSession(session: SiwxSession, now: number): void {
  const problem = checkSiwxSession(session, now)
  switch (problem) {
    case undefined:
      return
    case 'invalid-data':
      if (isSessionShaped(session)) formatSiwxMessage(session.data)
      throw new InvalidSiwxSessionError()
    case 'message-mismatch':
      throw new SiwxMessageMismatchError()
    case 'domain-mismatch':
      throw new SiwxDomainMismatchError({
        details: `${session.data.domain} is not the host of ${session.data.uri}`,
      })
    case 'expired':
      throw new SiwxSessionExpiredError({ details: `expired at ${session.data.expirationTime}` })
    case 'not-yet-valid':
      throw new SiwxSessionNotYetValidError({ details: `valid from ${session.data.notBefore}` })
  }
}

function isSessionShaped(session: unknown): session is SiwxSession {
  if (typeof session !== 'object' || session === null) return false
  const { data, message, signature } = session as Partial<Record<keyof SiwxSession, unknown>>
  return (
    typeof data === 'object' && data !== null && typeof message === 'string' && typeof signature === 'string'
  )
}
