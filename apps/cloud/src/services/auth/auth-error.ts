import { HttpError, wholeSeconds } from '../../http/http-error.js'

/**
 * The auth API's errors (AUTH.md): each answer is `{ error: { code, message, … } }` with the status
 * below, so the secure site branches on `code` and may show `message` as it is.
 */
export const AUTH_ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_EMAIL: 400,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  PROVIDER_UNKNOWN: 400,
  UNAUTHORIZED: 401,
  ID_TOKEN_INVALID: 401,
  DEVICE_NOT_VERIFIED: 403,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  WALLET_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  WALLET_EXISTS: 409,
  TOO_MANY_ATTEMPTS: 429,
  COOLDOWN: 429,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  MAIL_FAILED: 502,
  PROVIDER_UNAVAILABLE: 502,
  UNAVAILABLE: 503,
} as const

export type AuthErrorCode = keyof typeof AUTH_ERROR_STATUS

/** Extra fields some codes carry: seconds to wait (COOLDOWN, RATE_LIMITED), tries left (INVALID_OTP). */
export interface AuthErrorDetails {
  retryAfter?: number
  attemptsLeft?: number
}

/** A refusal of the auth API: an HttpError whose `code` is one of AUTH_ERROR_STATUS's, with its details. */
export class AuthError extends HttpError {
  override readonly name = 'AuthError'
  declare readonly code: AuthErrorCode

  constructor(
    code: AuthErrorCode,
    message: string,
    readonly details: AuthErrorDetails = {},
    /** A status other than the code's own (413 for a body too large, still BAD_REQUEST). */
    status?: number,
  ) {
    super(status ?? AUTH_ERROR_STATUS[code], message, {}, code)
  }

  toBody(): { error: { code: AuthErrorCode; message: string } & AuthErrorDetails } {
    return { error: { code: this.code, message: this.message, ...this.details } }
  }
}

/** Spec §5's wording for a bad address (the UI's APKTW002 warning says the same). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

/** Spec §5's throttle wording; `seconds` is rounded up, so 0.2 s left still reads "1 seconds". */
export function cooldownError(retryAfterMs: number): AuthError {
  const seconds = wholeSeconds(retryAfterMs)
  return new AuthError('COOLDOWN', `Please try again after ${seconds} seconds`, { retryAfter: seconds })
}

export function rateLimitedError(retryAfterMs: number): AuthError {
  const seconds = wholeSeconds(retryAfterMs)
  return new AuthError('RATE_LIMITED', `Too many requests. Please try again after ${seconds} seconds`, {
    retryAfter: seconds,
  })
}

export const unauthorized = () =>
  new AuthError('UNAUTHORIZED', 'Sign in again: the session is missing, expired or signed out.')

export const deviceNotVerified = () =>
  new AuthError('DEVICE_NOT_VERIFIED', 'Approve this device first with the link sent to your email.')
