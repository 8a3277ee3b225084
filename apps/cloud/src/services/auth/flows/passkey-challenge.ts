import { AuthError } from '../auth-error.js'

/** One message for every way a passkey's answer fails: which check failed helps only an attacker. */
export function passkeyInvalid(cause?: unknown): AuthError {
  const error = new AuthError(
    'PASSKEY_INVALID',
    'This passkey could not be verified. Try again, or log in with your email.',
  )
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause })
  return error
}

/**
 * The challenge the browser signed, read from its client data, so that the one stored for it can be
 * found (and used up) on whichever instance gave it out. Verification compares it again.
 */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge =
      typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : undefined
    if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)) return challenge
  } catch {
    // Not JSON: the same refusal as any other bad answer.
  }
  throw passkeyInvalid()
}
