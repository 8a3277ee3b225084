import { HttpError, wholeSeconds } from '../../http/http-error.js'

// The sign-in API's refusals: a status and the message sent as `{ message }` (README, "Sign-in with
// X"). The client turns statuses into typed errors; the messages are for people.

export const projectIdMissing = () => new HttpError(400, 'Project ID Missing')
export const originNotAllowed = () => new HttpError(403, 'Unauthorized: origin not allowed')
/** EIP-4361: the page signs for its own domain, so a domain that is not the URI's host is another page's. */
export const domainNotUriHost = () => new HttpError(400, 'Sign-in domain is not the host of its URI')
export const requestOriginMismatch = () =>
  new HttpError(403, 'Unauthorized: request origin does not match the URI')
export const unknownNonce = () => new HttpError(400, 'Unknown nonce')
export const nonceExpired = () => new HttpError(400, 'Nonce expired')
export const nonceUsed = () => new HttpError(409, 'Nonce already used')
export const invalidSignature = () => new HttpError(401, 'Invalid signature')
export const sessionExpired = () => new HttpError(401, 'Session expired')
export const notSignedIn = () => new HttpError(401, 'Not signed in')
export const noVerifier = () => new HttpError(400, 'No sign-in verifier for this network')
/** The chain's node did not answer: the signature is neither good nor bad yet. */
export const verificationUnavailable = () => new HttpError(503, 'Sign-in could not be verified')

export function tooManyNonces(retryAfterMs: number): HttpError {
  const seconds = wholeSeconds(retryAfterMs)
  return new HttpError(429, `Too many requests. Please try again after ${seconds} seconds`, {
    'retry-after': String(seconds),
  })
}

// Email capture (README, "Email capture"). The wording of the address and the wait is spec §5's.
export const invalidEmail = () => new HttpError(400, 'Please enter a valid email address.')
export const invalidChallenge = () => new HttpError(400, 'Invalid challenge')
export const codeExpired = () => new HttpError(400, 'Code expired')
export const invalidCode = () => new HttpError(400, 'Invalid code')
export const tooManyAttempts = () => new HttpError(429, 'Too many attempts')
export const invalidEmailToken = () => new HttpError(400, 'Invalid email token')
/** The mail server refused or did not answer; the reason goes to the cloud's log only. */
export const emailNotSent = () => new HttpError(502, 'The email could not be sent. Please try again.')

/** Another code to the address, or from the IP, must wait (spec §5's throttle wording). */
export function emailThrottled(retryAfterMs: number): HttpError {
  const seconds = wholeSeconds(retryAfterMs)
  return new HttpError(429, `Please try again after ${seconds} seconds`, {
    'retry-after': String(seconds),
  })
}
