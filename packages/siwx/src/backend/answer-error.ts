import { type AppKitError, OriginNotAllowedError } from '@appkit/common'
import { SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { errorAnswerSchema } from './backend-answers.js'
import { SiwxBackendError, SiwxNonceUsedError } from './backend-errors.js'
import type { BackendAnswer } from './backend-request.js'

/** Longest server message taken over: it may be shown in the modal. */
const MESSAGE_MAX = 200

/**
 * The typed error of a refusal: 401 the signature (SiwxInvalidSignatureError), 409 the nonce was
 * used (SiwxNonceUsedError), 403 the page's origin (OriginNotAllowedError, APKT002); anything else
 * is a SiwxBackendError with the server's message, or 'HTTP status code: N' without one.
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
      return new SiwxBackendError(answer.status, message ?? `HTTP status code: ${answer.status}`)
  }
}
