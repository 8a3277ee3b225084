import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

/**
 * The sign-in server refused a session because its nonce was used before: the same signed message
 * was sent twice (a replay, or a retry after an answer that got lost). Sign a new message.
 */
export class SiwxNonceUsedError extends AppKitError<'SIWX_NONCE_USED'> {
  override name = 'SiwxNonceUsedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Nonce already used', { ...options, code: 'SIWX_NONCE_USED' })
  }
}

const DEFAULT_BACKEND_MESSAGE = 'Sign-in server error'

/**
 * The sign-in server answered with an error this package has no class of its own for (an unknown
 * or expired nonce, a session that does not match its text, a rate limit, a server fault), or with
 * an answer that is not the contract's. `message` is the server's own, so the modal can show it.
 */
export class SiwxBackendError extends AppKitError<'SIWX_BACKEND_ERROR'> {
  override name = 'SiwxBackendError'
  /** The HTTP status of the answer. */
  readonly status: number
  constructor(status: number, message?: string, options?: AppKitErrorSubclassOptions) {
    super(message?.trim() ? message : DEFAULT_BACKEND_MESSAGE, { ...options, code: 'SIWX_BACKEND_ERROR' })
    this.status = status
  }
}

/** No answer from the sign-in server at all (offline, refused, CORS): `cause` is fetch's error. */
export class SiwxBackendUnreachableError extends AppKitError<'SIWX_BACKEND_UNREACHABLE'> {
  override name = 'SiwxBackendUnreachableError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in server unreachable', { ...options, code: 'SIWX_BACKEND_UNREACHABLE' })
  }
}

/**
 * backendSiwx's setSessions: sessions are made only by the server, one verified signature at a
 * time (addSession); a page cannot hand it a list to keep.
 */
export class SiwxSessionsReadOnlyError extends AppKitError<'SIWX_SESSIONS_READ_ONLY'> {
  override name = 'SiwxSessionsReadOnlyError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Sign-in sessions are kept by the server', { ...options, code: 'SIWX_SESSIONS_READ_ONLY' })
  }
}

/** backendSiwx's `url` is not an absolute http(s) URL. */
export class InvalidSiwxBackendUrlError extends AppKitError<'INVALID_SIWX_BACKEND_URL'> {
  override name = 'InvalidSiwxBackendUrlError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Invalid sign-in server URL', { ...options, code: 'INVALID_SIWX_BACKEND_URL' })
  }
}
