import {
  type AppKitError,
  EmailThrottledError,
  InvalidEmailError,
  OriginNotAllowedError,
} from '@appkit/common'
import { SiwxDomainMismatchError, SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { errorAnswerSchema } from './backend-answers.js'
import { SiwxBackendError, SiwxNonceUsedError } from './backend-errors.js'
import type { BackendAnswer } from './backend-request.js'
import {
  SiwxEmailChallengeInvalidError,
  SiwxEmailCodeExpiredError,
  SiwxEmailCodeInvalidError,
  SiwxEmailTokenInvalidError,
  SiwxEmailTooManyAttemptsError,
} from './email-errors.js'

/** Longest server message taken over: it may be shown in the modal. */
const MESSAGE_MAX = 200

/** The cloud's 400 for a domain that is not the URI's host: a phishing page's signature. */
const DOMAIN_REFUSAL = 'Sign-in domain is not the host of its URI'

/** Email capture's refusals, told apart by the contract's exact messages (all 400 or 429). */
const EMAIL_REFUSALS = new Map<string, new () => AppKitError>([
  ['Please enter a valid email address.', InvalidEmailError],
  ['Invalid challenge', SiwxEmailChallengeInvalidError],
  ['Code expired', SiwxEmailCodeExpiredError],
  ['Invalid code', SiwxEmailCodeInvalidError],
  ['Too many attempts', SiwxEmailTooManyAttemptsError],
  ['Invalid email token', SiwxEmailTokenInvalidError],
])

// An email code asked for too soon (spec §5's words; the nonces' 429 says 'Too many requests.' first).
const THROTTLED = /^Please try again after (\d+) seconds$/

/**
 * The typed error of a refusal: 401 the signature (SiwxInvalidSignatureError), 409 the nonce was
 * used (SiwxNonceUsedError), 403 the page's origin (OriginNotAllowedError, APKT002); a domain
 * that is not the URI's host (SiwxDomainMismatchError) and email capture's refusals by their message (InvalidEmailError, EmailThrottledError, SiwxEmail…Error);
 * anything else is a SiwxBackendError with the server's message, or 'HTTP status code: N' without one.
 */
export function answerError(answer: BackendAnswer): AppKitError {
  const parsed = errorAnswerSchema.safeParse(answer.body)
  const message = parsed.success ? parsed.data.message.slice(0, MESSAGE_MAX) : undefined
  const options = message === undefined ? {} : { details: message }
  switch (answer.status) {
    case 401:
      return new SiwxInvalidSignatureError(options)
    case 403:
      return new OriginNotAllowedError(options)
    case 409:
      return new SiwxNonceUsedError(options)
    default:
      if (message === DOMAIN_REFUSAL) return new SiwxDomainMismatchError(options)
      return (
        emailRefusal(message) ??
        new SiwxBackendError(answer.status, message ?? `HTTP status code: ${answer.status}`)
      )
  }
}

function emailRefusal(message: string | undefined): AppKitError | undefined {
  if (message === undefined) return undefined
  const Refusal = EMAIL_REFUSALS.get(message)
  if (Refusal !== undefined) return new Refusal()
  const seconds = THROTTLED.exec(message)?.[1]
  return seconds === undefined ? undefined : new EmailThrottledError(Number(seconds))
}
