/**
 * A sign-in request the service refuses: its status, and the message sent as `{ message }` (README,
 * "Sign-in with X"). The client turns statuses into typed errors; the messages are for people.
 */
export class SiwxRequestError extends Error {
  override name = 'SiwxRequestError'
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers of the answer (retry-after, allow). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const projectIdMissing = () => new SiwxRequestError(400, 'Project ID Missing')
export const originNotAllowed = () => new SiwxRequestError(403, 'Unauthorized: origin not allowed')
/** EIP-4361: the page signs for its own domain, so a domain that is not the URI's host is another page's. */
export const domainNotUriHost = () => new SiwxRequestError(400, 'Sign-in domain is not the host of its URI')
export const requestOriginMismatch = () =>
  new SiwxRequestError(403, 'Unauthorized: request origin does not match the URI')
export const unknownNonce = () => new SiwxRequestError(400, 'Unknown nonce')
export const nonceExpired = () => new SiwxRequestError(400, 'Nonce expired')
export const nonceUsed = () => new SiwxRequestError(409, 'Nonce already used')
export const invalidSignature = () => new SiwxRequestError(401, 'Invalid signature')
export const sessionExpired = () => new SiwxRequestError(401, 'Session expired')
export const notSignedIn = () => new SiwxRequestError(401, 'Not signed in')
export const noVerifier = () => new SiwxRequestError(400, 'No sign-in verifier for this network')
/** The chain's node did not answer: the signature is neither good nor bad yet. */
export const verificationUnavailable = () => new SiwxRequestError(503, 'Sign-in could not be verified')

export function tooManyNonces(retryAfterMs: number): SiwxRequestError {
  const seconds = wholeSeconds(retryAfterMs)
  return new SiwxRequestError(429, `Too many requests. Please try again after ${seconds} seconds`, {
    'retry-after': String(seconds),
  })
}

// Email capture (README, "Email capture"). The wording of the address and the wait is spec §5's.
export const invalidEmail = () => new SiwxRequestError(400, 'Please enter a valid email address.')
export const invalidChallenge = () => new SiwxRequestError(400, 'Invalid challenge')
export const codeExpired = () => new SiwxRequestError(400, 'Code expired')
export const invalidCode = () => new SiwxRequestError(400, 'Invalid code')
export const tooManyAttempts = () => new SiwxRequestError(429, 'Too many attempts')
export const invalidEmailToken = () => new SiwxRequestError(400, 'Invalid email token')
/** The mail server refused or did not answer; the reason goes to the cloud's log only. */
export const emailNotSent = () => new SiwxRequestError(502, 'The email could not be sent. Please try again.')

/** Another code to the address, or from the IP, must wait (spec §5's throttle wording). */
export function emailThrottled(retryAfterMs: number): SiwxRequestError {
  const seconds = wholeSeconds(retryAfterMs)
  return new SiwxRequestError(429, `Please try again after ${seconds} seconds`, {
    'retry-after': String(seconds),
  })
}

/** Rounded up, at least 1: 0.2 s left still reads "1 seconds", never "0". */
function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
